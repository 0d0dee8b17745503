// Writes an .xlsx off the main thread (lib/xlsx-writer.mjs), so that other requests keep being answered while
// a large declaration is exported. It knows nothing of declarations: the layout (sheet title, columns with
// their headers, widths and number formats, the marker sheet) and the cells come ready from the server.
// Plain JavaScript: worker threads load it without a TypeScript loader (server under tsx, tests under
// vitest, a bundled build alike).
//
// Out, once loaded: { kind: 'ready' }
// In:  { id, heapShare, layout: { creator, title, headerRow, markerSheet, marker, columns: [{ key, header, width, numFmt? }] },
//        rows: [[cell, ...], ...] }   (a cell is a string, a number or null, in the columns' order)
// Out: { id, kind: 'done', buffer: ArrayBuffer }   (the file, transferred)
//   or { id, kind: 'error', error: string }
import { getHeapStatistics } from 'node:v8';
import { parentPort } from 'node:worker_threads';
import { writeXlsx } from '../../../lib/xlsx-writer.mjs';

// A worker that reaches its heap limit is meant to end alone, but Node aborts the whole process for some shapes of
// allocation (nodejs/node#47224). So the export stops itself first: past this share of the heap while rows are
// written, or before the file is packed, it is refused as too large, the worker intact. The share comes with
// each export (ExportWriterPool's `heapShare`, a half unless told); the writer calls back every 200 rows.
function refuseWhenNearTheLimit(heapShare) {
  const { used_heap_size: used, heap_size_limit: limit } = getHeapStatistics();
  if (used > limit * heapShare) throw new Error(`export too large for the worker's memory (${Math.round(used / 2 ** 20)} of ${Math.round(limit / 2 ** 20)} MB)`);
}

function write(layout, rows, heapShare) {
  refuseWhenNearTheLimit(heapShare);
  return writeXlsx(layout, rows, { onRows: () => refuseWhenNearTheLimit(heapShare) });
}

/** The bytes in an ArrayBuffer of their own, which can be transferred without copying again. */
function ownBuffer(bytes) {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes.buffer;
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

parentPort.on('message', ({ id, layout, rows, heapShare = 0.5 }) => {
  try {
    const buffer = ownBuffer(write(layout, rows, heapShare));
    parentPort.postMessage({ id, kind: 'done', buffer }, [buffer]);
  } catch (error) {
    parentPort.postMessage({ id, kind: 'error', error: String(error && error.message ? error.message : error) });
  }
});
parentPort.postMessage({ kind: 'ready' });
