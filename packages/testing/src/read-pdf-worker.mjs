// Reads PDFs for the tests' synchronous readPdf (read-pdf.ts), one after another, as a viewer would: PDF.js through
// unpdf. It is a worker thread, outside jest's CommonJS sandbox, because unpdf loads PDF.js with a dynamic ESM import;
// and one long-lived worker, because loading PDF.js anew for every PDF (a node process each) cost half a second a read.
// Each answer is posted on the port, then the shared flag is set and notified: readPdf waits on that flag.
import { workerData } from 'node:worker_threads';
import { extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf';

const { port, signal } = workerData;

async function read(bytes) {
  const meta = await getMeta(await getDocumentProxy(bytes.slice()));
  const { totalPages, text } = await extractText(await getDocumentProxy(bytes.slice()), {
    mergePages: false,
  });
  const { items } = await extractTextItems(await getDocumentProxy(bytes.slice()));
  const document = await getDocumentProxy(bytes.slice());
  const pageWidths = [];
  for (let number = 1; number <= totalPages; number++) {
    pageWidths.push((await document.getPage(number)).view[2]);
  }
  return {
    totalPages,
    info: meta.info,
    pages: text,
    items: items.map((page) => page.map(({ str, x, y, width }) => ({ str, x, y, width }))),
    pageWidths,
  };
}

port.on('message', async (bytes) => {
  let answer;
  try {
    answer = { read: await read(new Uint8Array(bytes)) };
  } catch (error) {
    answer = { error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(answer);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
