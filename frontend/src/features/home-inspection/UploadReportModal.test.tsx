import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubReply } from '../../test/api-stub';
import { testProperty } from '../../test/property-fixture';
import { renderRoutes } from '../../test/render-app';
import type { Property } from '@api';
import {
  appRoutes,
  INSPECTION_ID,
  pdfFile,
  stubXhr,
  testInspection,
  UPLOAD_URL,
} from './home-inspection-test-kit';
import { homeInspectionReportPath } from './report-path';
import { MAX_REPORT_BYTES, TOO_LARGE_MESSAGE, WRONG_TYPE_MESSAGE } from './report-file-rules';
import { SECOND_UPLOAD_NOTICE } from './UploadBasicScreen';
import { ERROR_SCREEN_TEXT } from './upload-messages';

afterEach(() => vi.unstubAllGlobals());

const OAK = '12 Oak St, Austin, TX 78701';
type Routes = Parameters<typeof stubApi>[0];

function presigned(reply: StubReply = { body: { url: UPLOAD_URL } }): Routes {
  return { 'POST /api/presigned_url': reply };
}

/** The property's page -> Tools -> Analyze: the upload modal of an unlocked property without a report. */
async function openUpload(
  routes: Routes = presigned(),
  property: Property = testProperty({ is_unlocked: true }),
) {
  const api = stubApi({
    [`GET /api/properties/${property.id}`]: { body: { property } },
    'POST /api/property/streetview': { body: { street_view_image_url: null, street_view_link: null } },
    ...routes,
  });
  const view = renderRoutes(appRoutes, `/properties/${property.id}`);
  fireEvent.click(await screen.findByRole('button', { name: 'Tools' }));
  const tools = await screen.findByRole('dialog', { name: OAK });
  fireEvent.click(
    within(within(tools).getByRole('group', { name: 'Home inspection' })).getByRole('button', {
      name: 'Analyze',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Upload your inspection report' });
  return { api, property, dialog, ...view };
}

function fileInput(dialog: HTMLElement): HTMLInputElement {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('the dropzone has no file input');
  return input;
}

function drop(dialog: HTMLElement, ...files: File[]) {
  fireEvent.change(fileInput(dialog), { target: { files } });
}

async function chooseAndAdd(dialog: HTMLElement, file: File) {
  drop(dialog, file);
  expect(await within(dialog).findByText(file.name)).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add report' }));
}

describe('upload modal, basic screen', () => {
  it('opens from the tools modal with no second-upload notice, and Add report waits for a file', async () => {
    const { dialog } = await openUpload();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: OAK })).toBeNull());
    expect(within(dialog).queryByText(SECOND_UPLOAD_NOTICE)).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Add report' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('uses only the first of several dropped files', async () => {
    const { dialog } = await openUpload();
    drop(dialog, pdfFile('first.pdf'), pdfFile('second.pdf'));
    expect(await within(dialog).findByText('first.pdf')).toBeTruthy();
    expect(within(dialog).queryByText('second.pdf')).toBeNull();
  });

  it('turns down a file of another type and one over 100 MB, with a message for each', async () => {
    const { dialog } = await openUpload();
    drop(dialog, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText(`notes.txt: ${WRONG_TYPE_MESSAGE}`)).toBeTruthy();

    drop(dialog, pdfFile('huge.pdf', MAX_REPORT_BYTES + 1));
    expect(await within(dialog).findByText(`huge.pdf: ${TOO_LARGE_MESSAGE}`)).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Add report' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('takes a file of exactly 100 MB', async () => {
    const { dialog } = await openUpload();
    drop(dialog, pdfFile('limit.pdf', MAX_REPORT_BYTES));
    expect(await within(dialog).findByText('limit.pdf')).toBeTruthy();
    expect(within(dialog).getByText('100.0 MB')).toBeTruthy();
  });

  it("shows 'Where to get a report?' with an inspector's typical cost, and comes back", async () => {
    const { dialog } = await openUpload();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Where to get a report?' }));
    const info = await screen.findByRole('dialog', { name: 'Where to get a report?' });
    expect(within(info).getByText(/\$300-\$500/)).toBeTruthy();
    expect(within(info).getByRole('link', { name: 'InterNACHI' })).toBeTruthy();
    expect(within(info).getByRole('link', { name: 'ASHI' })).toBeTruthy();
    fireEvent.click(within(info).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Upload your inspection report' })).toBeTruthy();
  });
});

describe('upload modal, the upload', () => {
  it('asks for a URL with the encoded name, PUTs the file with its type, shows progress, and on 201 opens the report', async () => {
    const xhr = stubXhr();
    const { api, property, dialog, router } = await openUpload();
    await chooseAndAdd(dialog, pdfFile('Oak St report #1.pdf'));

    const uploading = await screen.findByRole('dialog', { name: 'Uploading your report' });
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(api.callsTo('POST /api/presigned_url')[0]?.body).toEqual({
      property_id: property.id,
      filename: 'Oak%20St%20report%20%231.pdf',
      file_type: 'home_inspection_report',
      content_type: 'application/pdf',
      file_size: 20,
    });
    const put = xhr.sent[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(UPLOAD_URL);
    expect(put.headers).toEqual({ 'Content-Type': 'application/pdf', 'X-Requested-With': 'XMLHttpRequest' });
    expect((put.body as File).name).toBe('Oak St report #1.pdf');

    put.progress(5, 10);
    expect(await within(uploading).findByText('50%')).toBeTruthy();
    put.respond(201, { home_inspection: testInspection({ status: 'queued', property_id: property.id }) });

    expect(await screen.findByText('Report uploaded successfully!')).toBeTruthy();
    expect(screen.getByText('Your home inspection report has been uploaded.')).toBeTruthy();
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        homeInspectionReportPath(property.id, INSPECTION_ID),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /upload/i })).toBeNull());
  });

  it('moves to the long-analysis screen on 202 and stays on the page', async () => {
    const xhr = stubXhr();
    const { property, dialog, router } = await openUpload();
    await chooseAndAdd(dialog, pdfFile());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.sent[0]!.respond(202, { home_inspection: testInspection({ status: 'queued', expected_long: true }) });

    const long = await screen.findByRole('dialog', { name: 'Analysis in progress' });
    expect(within(long).getByText(/up to 24 hours/)).toBeTruthy();
    expect(within(long).getByText(/e-mail and a notice here in the app/)).toBeTruthy();
    expect(screen.queryByText('Report uploaded successfully!')).toBeNull();
    expect(router.state.location.pathname).toBe(`/properties/${property.id}`);
    fireEvent.click(within(long).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Analysis in progress' })).toBeNull());
  });

  it('sends a .doc without a browser type as application/msword', async () => {
    const xhr = stubXhr();
    const { api, dialog } = await openUpload();
    await chooseAndAdd(dialog, new File(['\xD0\xCF'], 'old-report.doc', { type: '' }));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    expect(api.callsTo('POST /api/presigned_url')[0]?.body).toMatchObject({
      content_type: 'application/msword',
    });
    expect(xhr.sent[0]!.headers['Content-Type']).toBe('application/msword');
  });

  it("shows 'Upload Failed', the error screen and the server's reason when the PUT is refused", async () => {
    const xhr = stubXhr();
    const { dialog } = await openUpload();
    await chooseAndAdd(dialog, pdfFile('fake.pdf'));
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.sent[0]!.respond(400, { error: 'bad_file', message: 'This file is not a PDF' });

    const failed = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(within(failed).getByText(ERROR_SCREEN_TEXT)).toBeTruthy();
    expect(within(failed).getByText('This file is not a PDF')).toBeTruthy();
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('There was an error uploading your report. Please try again.')).toBeTruthy();

    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    const basic = await screen.findByRole('dialog', { name: 'Upload your inspection report' });
    expect(within(basic).getByText('fake.pdf')).toBeTruthy();
  });

  it('treats a dropped connection during the PUT as a failed upload', async () => {
    const xhr = stubXhr();
    const { dialog } = await openUpload();
    await chooseAndAdd(dialog, pdfFile());
    await waitFor(() => expect(xhr.sent).toHaveLength(1));
    xhr.sent[0]!.fail();
    expect(await screen.findByRole('dialog', { name: 'Upload failed' })).toBeTruthy();
    expect(
      await screen.findByText('There was an error uploading your report. Please try again.'),
    ).toBeTruthy();
  });

  it("shows the server's reason when it refuses the upload URL (409: no upload left)", async () => {
    const xhr = stubXhr();
    const reason = 'This property has used both of its report uploads.';
    const { dialog } = await openUpload(
      presigned({ status: 409, body: { error: 'conflict', message: reason } }),
    );
    await chooseAndAdd(dialog, pdfFile());

    const failed = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(within(failed).getByText(ERROR_SCREEN_TEXT)).toBeTruthy();
    expect(within(failed).getByText(reason)).toBeTruthy();
    // The notification is the spec's upload error text, as for a refused PUT; the reason is the screen's.
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('There was an error uploading your report. Please try again.')).toBeTruthy();
    expect(screen.getAllByText(reason)).toHaveLength(1);
    expect(xhr.sent).toHaveLength(0);
  });

  it("shows the spec's upload error text when the upload URL call fails on the server (502)", async () => {
    const xhr = stubXhr();
    const { dialog } = await openUpload(
      presigned({ status: 502, body: { error: 'unavailable', message: 'Service unavailable' } }),
    );
    await chooseAndAdd(dialog, pdfFile());

    const failed = await screen.findByRole('dialog', { name: 'Upload failed' });
    expect(within(failed).getByText(ERROR_SCREEN_TEXT)).toBeTruthy();
    expect(await screen.findByText('Upload Failed')).toBeTruthy();
    expect(screen.getByText('There was an error uploading your report. Please try again.')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);
  });

  it("reports an unexpected exception as 'Error' / 'An unexpected error occurred. Please try again.'", async () => {
    stubXhr({ throwOnOpen: true });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dialog } = await openUpload();
    await chooseAndAdd(dialog, pdfFile());
    expect(await screen.findByRole('dialog', { name: 'Upload failed' })).toBeTruthy();
    expect(await screen.findByText('An unexpected error occurred. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });
});

describe('tools modal, home inspection', () => {
  it("offers 'View Report' for a property with a report, linking to the report page", async () => {
    const property = testProperty({ is_unlocked: true, home_inspection: INSPECTION_ID });
    stubApi({
      [`GET /api/properties/${property.id}`]: { body: { property } },
      'POST /api/property/streetview': { body: { street_view_image_url: null, street_view_link: null } },
    });
    renderRoutes(appRoutes, `/properties/${property.id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Tools' }));
    const tools = await screen.findByRole('dialog', { name: OAK });
    const link = within(within(tools).getByRole('group', { name: 'Home inspection' })).getByRole('link', {
      name: 'View Report',
    });
    expect(link.getAttribute('href')).toBe(
      `/properties/home-inspection?property=${property.id}&home_inspection_id=${INSPECTION_ID}&analyze=true`,
    );
  });
});
