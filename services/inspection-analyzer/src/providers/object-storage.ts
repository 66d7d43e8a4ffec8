// The report files' bucket goes through the kit's one S3 adapter (packages/kit/src/storage); which keys the analyzer
// writes and when they go stay in this service (domain/report-file.ts, application/).
export {
  createObjectStorage,
  isObjectMissing,
  ObjectTooLargeError,
  StorageUnavailableError,
  type ListedObject,
  type ObjectStorage,
  type ObjectStorageSettings,
  type StoredObject,
} from '@homeward/kit';
