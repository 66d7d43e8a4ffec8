// The browser's side of an upload: ask for the URL, PUT the bytes to it (as the BFF proxies them), complete.
import type { connectService } from '@homeward/kit';
import type { InspectionAnalyzerServiceClient } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';

type AnalyzerClient = ReturnType<typeof connectService<InspectionAnalyzerServiceClient>>['client'];

export interface TestFile {
  fileName: string;
  contentType: string;
  data: Buffer;
}

export const pdfFile = (data: Buffer, fileName = 'inspection report.pdf'): TestFile => ({
  fileName,
  contentType: 'application/pdf',
  data,
});

/** PUTs the file to a presigned URL; the S3 server's status. */
export async function putTo(url: string, file: TestFile): Promise<number> {
  const response = await fetch(url, {
    method: 'PUT',
    body: new Uint8Array(file.data),
    headers: { 'content-type': file.contentType },
  });
  await response.arrayBuffer();
  return response.status;
}

/** Asks for the URL and PUTs the file; the inspection id and the URL's answer. */
export async function uploadOnly(
  client: AnalyzerClient,
  token: string,
  propertyId: string,
  file: TestFile,
): Promise<{ id: string; url: string; lastUpload: boolean }> {
  const created = await client.createUploadUrl(
    { propertyId, fileName: file.fileName, contentType: file.contentType, fileSize: file.data.length },
    { accessToken: token },
  );
  const status = await putTo(created.url, file);
  if (status !== 200) throw new Error(`PUT to the presigned URL answered ${status}`);
  return { id: created.homeInspectionId, url: created.url, lastUpload: created.lastUpload };
}

/** The whole upload: URL, PUT, completion; the completed report. */
export async function upload(client: AnalyzerClient, token: string, propertyId: string, file: TestFile) {
  const { id, lastUpload } = await uploadOnly(client, token, propertyId, file);
  const { homeInspection } = await client.completeUpload({ homeInspectionId: id }, { accessToken: token });
  return { id, lastUpload, inspection: homeInspection! };
}
