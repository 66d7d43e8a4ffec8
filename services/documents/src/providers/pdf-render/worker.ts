// One thread of the PDF render pool (./index.ts): pdfmake's layout is synchronous CPU work, so it runs here and the
// service's event loop keeps answering other calls meanwhile. Piscina calls the default export once per task.
import { renderTask, type RenderTask } from './render';

export default async function render(task: RenderTask): Promise<Uint8Array> {
  const pdf = await renderTask(task);
  // A Buffer of pdfmake's may share a pooled ArrayBuffer; the copy is what crosses to the main thread.
  return new Uint8Array(pdf);
}
