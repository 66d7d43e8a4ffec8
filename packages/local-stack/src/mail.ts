import { binPath } from './paths';
import { httpOk, startProcess, waitUntil, type ManagedProcess } from './processes';

export interface RunningMail {
  smtpPort: number;
  /** maildev's web UI and REST API (`/api/email`). */
  webUrl: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

/** The maildev mail catcher: accepts SMTP and shows every message in a web UI, so no real mail ever leaves. */
export async function startMail({
  smtpPort,
  webPort,
  logFile,
}: {
  smtpPort: number;
  webPort: number;
  logFile?: string;
}): Promise<RunningMail> {
  const maildev = startProcess(
    'maildev',
    binPath('maildev'),
    [
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--silent',
    ],
    { logFile },
  );
  const webUrl = `http://127.0.0.1:${webPort}`;
  // A busy machine (the test suite, a bench) can take tens of seconds to load a node server.
  await waitUntil('maildev', () => httpOk(`${webUrl}/api/email`), { process: maildev, timeoutMs: 90_000 });
  return { smtpPort, webUrl, process: maildev, stop: () => maildev.stop() };
}
