/** The part of word-extractor (no published types) the tests use to read a .doc back. */
declare module 'word-extractor' {
  interface ExtractedDocument {
    getBody(): string;
  }
  export default class WordExtractor {
    extract(input: string | Buffer): Promise<ExtractedDocument>;
  }
}
