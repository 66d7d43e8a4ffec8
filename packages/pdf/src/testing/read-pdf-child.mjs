// Reads a PDF from stdin and prints what a reader would see, as JSON. It runs in its own node process because
// unpdf loads PDF.js with a dynamic ESM import, which jest's CommonJS sandbox cannot do.
import { extractText, extractTextItems, getDocumentProxy, getMeta } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const bytes = new Uint8Array(Buffer.concat(chunks));

const meta = await getMeta(await getDocumentProxy(bytes.slice()));
const { totalPages, text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: false });
const { items } = await extractTextItems(await getDocumentProxy(bytes.slice()));
const document = await getDocumentProxy(bytes.slice());
const pageWidths = [];
for (let number = 1; number <= totalPages; number++) {
  pageWidths.push((await document.getPage(number)).view[2]);
}

process.stdout.write(
  JSON.stringify({
    totalPages,
    info: meta.info,
    pages: text,
    items: items.map((page) => page.map(({ str, x, y, width }) => ({ str, x, y, width }))),
    pageWidths,
  }),
);
