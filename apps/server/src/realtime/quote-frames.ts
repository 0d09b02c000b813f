// Quotes turned into `quotes` frames (see WsServerMessage). The same quote object goes to every subscriber of its
// symbol, so each is turned into text once; and every client due the same quotes in a flush pass gets the same
// encoded frame, so a pass costs one encoding per distinct set of quotes rather than one per client.
import type { Depth, Quote } from '@platform/contracts';

interface Encoded {
  /** Identifies this quote object within the process, to key frames by the quotes they carry. */
  id: number;
  json: string;
}

let nextId = 0;
const encodings = new WeakMap<Quote, Encoded>();

function encode(quote: Quote): Encoded {
  let encoded = encodings.get(quote);
  if (encoded === undefined) {
    encoded = { id: nextId++, json: JSON.stringify(quote) };
    encodings.set(quote, encoded);
  }
  return encoded;
}

/** One `quotes` frame: one write per client per send. */
export function quotesFrame(quotes: readonly Quote[]): string {
  let frame = '{"type":"quotes","data":[';
  for (let i = 0; i < quotes.length; i++) frame += i === 0 ? encode(quotes[i]!).json : `,${encode(quotes[i]!).json}`;
  return `${frame}]}`;
}

/** The frames of one flush pass, shared by the clients due the same quote objects in the same order. */
export class FramePass {
  private readonly frames = new Map<string, Buffer>();

  frameOf(quotes: readonly Quote[]): Buffer {
    let key = '';
    for (const quote of quotes) key += `${encode(quote).id},`;
    let frame = this.frames.get(key);
    if (frame === undefined) {
      frame = Buffer.from(quotesFrame(quotes));
      this.frames.set(key, frame);
    }
    return frame;
  }
}

/** One `depth` frame: a symbol's depth and tape, encoded once for every client watching it. */
export function depthFrame(depth: Depth): Buffer {
  return Buffer.from(`{"type":"depth","data":${JSON.stringify(depth)}}`);
}
