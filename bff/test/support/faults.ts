// Steering of the fake services: make a method fail or hang for the next calls.
import type { status } from '@grpc/grpc-js';
import { RpcError } from '@homeward/kit';

export type Fault = () => Promise<never>;

/** Makes the next calls of a method fail or hang; `faults.x = undefined` restores it. */
export class Faults<M extends string> {
  private readonly map = new Map<M, Fault>();
  set(method: M, fault: Fault | undefined): void {
    if (fault) this.map.set(method, fault);
    else this.map.delete(method);
  }
  async apply(method: M): Promise<void> {
    const fault = this.map.get(method);
    if (fault) await fault();
  }
  clear(): void {
    this.map.clear();
  }
}

export const fail = (code: status, message: string, fields?: Record<string, string>): Fault => {
  return async () => {
    throw new RpcError(code, message, fields);
  };
};
export const crash = (): Fault => async () => {
  throw new TypeError("Cannot read properties of undefined (reading 'id') at handler.ts:42");
};
/** Answers only after `ms` (past the BFF's deadline), and then with an error. */
export const hang =
  (ms: number): Fault =>
  () =>
    new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error('too late')), ms));
