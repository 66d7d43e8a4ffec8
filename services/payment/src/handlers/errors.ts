import { status } from '@grpc/grpc-js';
import {
  answeringWith,
  failedPrecondition,
  invalidArgument,
  notFound,
  RpcError,
  unauthenticated,
} from '@homeward/kit';
import { CardRefusedError, PaymentError, type PaymentErrorKind } from '../domain/errors';
import { CARD_FIELD_NAMES } from './requests';

const onField = (field: string) => (message: string) => invalidArgument(message, { [field]: message });

const STATUS_OF: Record<PaymentErrorKind, (message: string) => RpcError> = {
  propertyNotFound: notFound,
  propertyUnavailable: (message) => new RpcError(status.UNAVAILABLE, message),
  propertyRefusedCaller: unauthenticated,
  paymentNotFound: notFound,
  alreadyUnlocked: failedPrecondition,
  offlineCardFormOff: failedPrecondition,
  providerUnavailable: (message) => new RpcError(status.UNAVAILABLE, message),
  webhookSignatureInvalid: onField('signature'),
  webhookPayloadInvalid: onField('payload'),
};

/** The use case's result, or the gRPC status its refusal stands for; anything else stays INTERNAL (and logged). */
export const answering = answeringWith((error) => {
  if (error instanceof PaymentError) return STATUS_OF[error.kind](error.message);
  if (error instanceof CardRefusedError)
    return invalidArgument(error.message, { [CARD_FIELD_NAMES[error.field]]: error.message });
  return undefined;
});
