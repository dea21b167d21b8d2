// The unit tests run in VM contexts (vitest.config.ts), whose DOM environment leaves out Node's
// web streams; msw's handlers build on them.
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';

const streams = { ReadableStream, TransformStream, WritableStream };
for (const [name, value] of Object.entries(streams)) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value, writable: true, configurable: true });
}
