import { notFound, type RpcError } from '@homeward/kit';
import { TourError, type TourErrorKind } from '../domain/errors';

const STATUS_OF: Record<TourErrorKind, (message: string) => RpcError> = {
  tour_not_found: notFound,
};

/** The use case's result, or the gRPC status its domain error stands for; anything else stays INTERNAL. */
export async function answering<T>(useCase: Promise<T>): Promise<T> {
  try {
    return await useCase;
  } catch (error) {
    if (error instanceof TourError) throw STATUS_OF[error.kind](error.message);
    throw error;
  }
}
