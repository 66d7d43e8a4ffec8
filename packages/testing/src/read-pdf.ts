// Reads PDFs back in tests, as a viewer would: PDF.js through unpdf, the library the analyzer extracts text with, in
// one long-lived worker thread shared by a test file's reads.
import path from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';

export interface TextItem {
  str: string;
  x: number;
  y: number;
  width: number;
}

export interface ReadPdf {
  totalPages: number;
  /** The PDF's Info dictionary: Title, Author, CreationDate ("D:YYYYMMDDHHmmSSZ"), ... */
  info: Record<string, unknown>;
  /** Each page's text with whitespace collapsed and the zero-width spaces safeText adds taken out. */
  pages: string[];
  /** Each page's text as PDF.js gives it, line breaks kept. */
  rawPages: string[];
  /** Everything, pages joined. */
  text: string;
  items: TextItem[][];
  pageWidths: number[];
}

/** A PDF that takes longer than this to read is a hung reader, not a slow one. */
const READ_TIMEOUT_MS = 60_000;
/** The reader stops after this long without a read, so a test file's worker does not outlive its reads. */
const READER_IDLE_MS = 5_000;

interface Reader {
  worker: Worker;
  port: MessagePort;
  /** 0 while a read is under way, 1 once its answer is on the port. */
  signal: Int32Array;
  idleTimer?: NodeJS.Timeout;
}

let reader: Reader | undefined;

function startReader(): Reader {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(path.join(__dirname, 'read-pdf-worker.mjs'), {
    workerData: { port: port2, signal },
    transferList: [port2],
  });
  worker.unref();
  return { worker, port: port1, signal };
}

function stopReader(): void {
  if (!reader) return;
  clearTimeout(reader.idleTimer);
  reader.port.close();
  void reader.worker.terminate();
  reader = undefined;
}

/**
 * Reads a PDF back with PDF.js (through unpdf), as a viewer would. Synchronous, so assertions read naturally: the
 * reading happens in a worker thread (read-pdf-worker.mjs) while this thread waits for its answer.
 */
export function readPdf(pdf: Buffer): ReadPdf {
  reader ??= startReader();
  const current = reader;
  clearTimeout(current.idleTimer);
  Atomics.store(current.signal, 0, 0);
  current.port.postMessage(pdf);
  if (Atomics.wait(current.signal, 0, 0, READ_TIMEOUT_MS) === 'timed-out') {
    stopReader();
    throw new Error(`reading the PDF back took over ${READ_TIMEOUT_MS / 1000} s`);
  }
  const answer = receiveMessageOnPort(current.port)?.message as
    { read: Omit<ReadPdf, 'text' | 'rawPages'> } | { error: string } | undefined;
  current.idleTimer = setTimeout(stopReader, READER_IDLE_MS).unref();
  if (!answer) throw new Error('the PDF reader answered nothing');
  if ('error' in answer) throw new Error(`PDF.js could not read the PDF: ${answer.error}`);
  const pages = answer.read.pages.map(readable);
  return { ...answer.read, rawPages: answer.read.pages, pages, text: pages.join(' ') };
}

/** Each page's text as PDF.js gives it; rejects when PDF.js cannot parse the file. */
export function readPdfPages(pdf: Buffer): Promise<string[]> {
  try {
    return Promise.resolve(readPdf(pdf).rawPages);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export const readable = (text: string): string =>
  text
    .replace(/\u200B/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The page (1-based) where a text first appears, or 0. */
export const pageOf = (read: ReadPdf, text: string): number =>
  read.pages.findIndex((page) => page.includes(text)) + 1;
