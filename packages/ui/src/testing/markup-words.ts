/** A server-rendered markup's words, for tests that read what a screen says: styles and tags stripped. */
export const markupWords = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
