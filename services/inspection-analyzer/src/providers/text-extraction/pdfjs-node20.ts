// unpdf bundles a PDF.js built for Node >= 22. On Node 20 the one gap that matters is
// ArrayBuffer.prototype.transferToFixedLength (font serialisation while building a page's operator list, which
// image extraction needs). This runs only inside the extraction worker thread, so the service's own realm is
// never patched. The copy is semantically what PDF.js needs: a buffer of the requested length with the same bytes.

interface TransferableArrayBuffer {
  transferToFixedLength?: (this: ArrayBuffer, newLength?: number) => ArrayBuffer;
}

export function patchArrayBufferForPdfjs(): void {
  const proto = ArrayBuffer.prototype as ArrayBuffer & TransferableArrayBuffer;
  if (typeof proto.transferToFixedLength === 'function') return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value: function transferToFixedLength(this: ArrayBuffer, newLength = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(newLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(newLength, this.byteLength)));
      return copy;
    },
  });
}
