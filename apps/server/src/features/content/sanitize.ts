// Operators' rich text is cleaned to an allow-list before it is stored, so no script or style ever reaches a reader.
import { RICH_TEXT_ALLOWED_TAGS } from '@platform/contracts';
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_ALLOWED_TAGS],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
  // Images only over HTTPS or from our own public files.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(https:\/\/|\/api\/file\/)/.test(frame.attribs.src ?? ''),
};

/** The HTML with only allowed tags, attributes and link schemes left. */
export const sanitizeRichText = (html: string) => sanitizeHtml(html, options).trim();
