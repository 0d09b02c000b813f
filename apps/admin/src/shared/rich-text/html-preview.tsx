import { Typography } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { isSafeHref } from './formatting.ts';

// The tags the editor writes. Anything else is shown as its text only: the preview never runs or loads what it reads.
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
]);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const children = Array.from(element.childNodes).map(toReact);
  const tag = element.tagName.toLowerCase();
  if (!ALLOWED.has(tag)) return children.length > 0 ? createElement('span', { key }, ...children) : null;
  if (tag === 'br') return createElement('br', { key });
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
