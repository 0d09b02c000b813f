import { Typography } from '@mantine/core';
import { RICH_TEXT_ALLOWED_TAGS } from '@platform/contracts';
import { createElement, type ReactNode } from 'react';
import { isSafeHref } from './formatting.ts';

// The server's allow-list, less images (the preview loads nothing). Other tags show their text only; these vanish.
const ALLOWED = new Set<string>(RICH_TEXT_ALLOWED_TAGS.filter((tag) => tag !== 'img'));
const DROPPED = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'img', 'svg', 'math']);
const EMPTY = new Set(['br', 'hr']);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = Array.from(element.childNodes).map(toReact);
  if (!ALLOWED.has(tag)) return children.length > 0 ? createElement('span', { key }, ...children) : null;
  if (EMPTY.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return isSafeHref(href)
      ? createElement('a', { key, href, target: '_blank', rel: 'noopener noreferrer nofollow' }, ...children)
      : createElement('span', { key }, ...children);
  }
  return createElement(tag, { key }, ...children);
}

/**
 * Limited HTML shown as React elements: parsed in an inert document (no scripts run, no images load), then rebuilt
 * from the allowed tags only. The server sanitises what it stores; this keeps the preview safe before it does.
 */
export function HtmlPreview({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <Typography>{Array.from(body.childNodes).map(toReact)}</Typography>;
}
