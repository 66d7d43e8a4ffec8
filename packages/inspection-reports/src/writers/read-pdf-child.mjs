// Reads a PDF from stdin and prints its text per page as JSON, or {"error"} when PDF.js cannot parse it.
// unpdf loads PDF.js with a dynamic ESM import, which jest's CommonJS sandbox cannot do, so tests run this in node.
import { extractText } from 'unpdf';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
try {
  const { text } = await extractText(new Uint8Array(Buffer.concat(chunks)), { mergePages: false });
  process.stdout.write(JSON.stringify({ pages: text }));
} catch (error) {
  process.stdout.write(JSON.stringify({ error: String(error) }));
}
