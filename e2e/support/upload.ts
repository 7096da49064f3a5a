import type { CDPSession, Locator, Page } from 'playwright-core';
import { screenshot } from './browser.ts';

export type TUploadFile = { name: string; mimeType: string; buffer: Buffer };

/** Picks a file the way a researcher does: the "Choose file" button (activated with `how`) opens the file chooser. */
export async function chooseFile(
  page: Page,
  button: Locator,
  file: TUploadFile | string,
  how: 'click' | 'keyboard' = 'click',
): Promise<void> {
  const activate =
    how === 'click'
      ? button.click()
      : (async () => {
          await button.focus();
          await page.keyboard.press('Enter');
        })();
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), activate]);
  await chooser.setFiles(file);
}

/** Drags a file in and drops it on `target`, as a browser does when a file comes from the desktop. */
export async function dropFile(page: Page, target: Locator, file: TUploadFile): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, data }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: mimeType }));
      return transfer;
    },
    { name: file.name, mimeType: file.mimeType, data: file.buffer.toString('base64') },
  );
  await target.dispatchEvent('dragenter', { dataTransfer });
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

/**
 * Slows the page's uploads to `bytesPerSecond` (DevTools network throttling), so that an upload's progress
 * bar can be seen moving; `restore` lifts the limit.
 */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<{ restore: () => Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return {
    restore: async () => {
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    },
  };
}

/** The value of a native <progress> bar (what assistive technology reads as aria-valuenow). */
export function progressValue(bar: Locator): Promise<number> {
  return bar.evaluate((element) => (element as HTMLProgressElement).value);
}

/**
 * Whether the progress bar named `name` shows while a file is sent (the first sight of it is saved as the
 * screenshot `shot`); answers false when the upload ended without one.
 */
export function progressBarSeen(page: Page, name: string, shot: string): Promise<boolean> {
  return page
    .getByRole('progressbar', { name })
    .waitFor({ state: 'attached' })
    .then(async () => {
      await screenshot(page, shot);
      return true;
    })
    .catch(() => false);
}

/** Waits until the progress bar named `name` has moved, and answers how far (its value, 0 to 100). */
export async function progressOnceMoved(page: Page, name: string): Promise<number> {
  const bar = page.getByRole('progressbar', { name });
  await bar.waitFor();
  await page.waitForFunction(
    (element) => element !== null && (element as HTMLProgressElement).value > 0,
    await bar.elementHandle(),
  );
  return progressValue(bar);
}
