/** The path of a Chromium to run, or an Error saying how to get one (see find-chromium.mjs). */
export function findChromium(): Promise<string | Error>;
