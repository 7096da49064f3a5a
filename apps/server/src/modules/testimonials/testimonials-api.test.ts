import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TESTIMONIAL_ERROR, TESTIMONIAL_SUCCESS } from '@portal/domain/api/testimonials';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeAccount, createSignedInUser } from '../../../test/factories.ts';
import { ELF_PROGRAM, WINDOWS_PROGRAM } from '../../../test/fixtures/files/hostile-files.ts';
import { inject } from '../../../test/http.ts';
import { filesUnder } from '../../../test/stored-files.ts';
import { BACKENDS, withTestApp } from '../../../test/test-app.ts';
import { users } from '../../schema/account.ts';
import { rewardEvents } from '../../schema/rewards.ts';
import { testimonials } from '../../schema/testimonials.ts';
import { jpegWithGps, pngPhoto, SECRET_PLACE, sendTestimonial, webpPhoto } from './fixtures/testimonial-photos.ts';
import { TESTIMONIAL_REWARD_POINTS } from './staff-testimonials.ts';

const MiB = 1024 ** 2;

const englishTestimonials = JSON.parse(
  readFileSync(path.join(import.meta.dirname, '../../../../web/src/locales/en/testimonials.json'), 'utf8'),
) as Record<string, string>;

describe.each(BACKENDS)('testimonials, on %s', (backend) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'testimonials-'));
  const t = withTestApp(backend, { DATA_DIR: dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const storedFiles = () => filesUnder(path.join(dataDir, 'files'));
  const rowCount = async () => (await t.db.select({ n: count() }).from(testimonials))[0]?.n ?? 0;

  it('takes a testimonial with a JPEG photo and keeps the photo without its EXIF block or GPS position', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif?.includes(SECRET_PLACE)).toBe(true);

    const response = await sendTestimonial(t.app, session, '  The editing was superb.\nThank you!  ', [
      { fileName: 'IMG_0001.JPG', content: photo },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ error: null, testimonial: { status: 'submitted', hasPhoto: true } });

    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.userId, user.id));
    expect(row).toMatchObject({ text: 'The editing was superb.\nThank you!', photoContentType: 'image/jpeg', photoWidth: 640 });
    const stored = storedFiles().find((file) => file.endsWith(row?.photoStoredName?.split('/')[1] ?? '?'));
    const bytes = readFileSync(stored ?? '');
    const metadata = await sharp(bytes).metadata();
    expect({ format: metadata.format, exif: metadata.exif, xmp: metadata.xmp, iptc: metadata.iptc }).toEqual({
      format: 'jpeg',
      exif: undefined,
      xmp: undefined,
      iptc: undefined,
    });
    expect(bytes.includes('Exif')).toBe(false);
    expect(bytes.includes(SECRET_PLACE)).toBe(false);

    const account = await inject(t.app, { url: '/api/account', session });
    expect(account.json().user.submittedTestimonial).toBe(true);
    // One testimonial per researcher.
    const again = await sendTestimonial(t.app, session, 'Once more');
    expect([again.statusCode, again.json().error]).toEqual([409, TESTIMONIAL_ERROR.alreadySubmitted]);
  });

  it('takes a PNG and a WebP photo, stored as JPEG, and a testimonial without a photo', async () => {
    for (const [fileName, content] of [
      ['lab.png', await pngPhoto()],
      ['lab.webp', await webpPhoto()],
    ] as const) {
      const { session } = await createSignedInUser(t.app, t.db);
      const response = await sendTestimonial(t.app, session, 'Great service', [{ fileName, content }]);
      expect(response.statusCode, fileName).toBe(200);
    }
    const { session } = await createSignedInUser(t.app, t.db);
    const response = await sendTestimonial(t.app, session, 'No photo, still happy');
    expect(response.json().testimonial.hasPhoto).toBe(false);
    expect((await inject(t.app, { url: '/api/account', session })).json().user.submittedTestimonial).toBe(true);
  });

  it('refuses what is not one whole photo within the limits, keeping neither a file nor a row', async () => {
    const jpeg = await jpegWithGps();
    const png = await pngPhoto();
    const cases = [
      {
        name: 'a Linux program renamed .jpg',
        files: [{ fileName: 'me.jpg', content: ELF_PROGRAM }],
        status: 422,
        error: TESTIMONIAL_ERROR.photoNotImage,
      },
      {
        name: 'a Windows program renamed .png',
        files: [{ fileName: 'me.png', content: WINDOWS_PROGRAM }],
        status: 422,
        error: TESTIMONIAL_ERROR.photoNotImage,
      },
      {
        name: 'a program under its own name',
        files: [{ fileName: 'setup.exe', content: WINDOWS_PROGRAM }],
        status: 415,
        error: TESTIMONIAL_ERROR.photoType,
      },
      { name: 'a PNG named .jpg', files: [{ fileName: 'me.jpg', content: png }], status: 200, error: null },
      {
        name: 'a truncated JPEG',
        files: [{ fileName: 'me.jpg', content: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }],
        status: 422,
        error: TESTIMONIAL_ERROR.photoNotImage,
      },
      {
        name: 'a JPEG header followed by garbage',
        files: [{ fileName: 'me.jpg', content: Buffer.concat([jpeg.subarray(0, 400), Buffer.alloc(4000, 0x5a)]) }],
        status: 422,
        error: TESTIMONIAL_ERROR.photoNotImage,
      },
      {
        name: 'an empty file',
        files: [{ fileName: 'me.jpg', content: Buffer.alloc(0) }],
        status: 422,
        error: TESTIMONIAL_ERROR.photoNotImage,
      },
      {
        name: 'a file over 5 MB',
        files: [{ fileName: 'me.jpg', content: Buffer.concat([jpeg, Buffer.alloc(5 * MiB)]) }],
        status: 413,
        error: `${TESTIMONIAL_ERROR.photoTooLarge}?max=5`,
      },
      {
        name: 'a small PNG of 50 million pixels',
        files: [
          {
            fileName: 'bomb.png',
            content: await sharp({ create: { width: 10_000, height: 5_000, channels: 3, background: '#fff' } })
              .png({ compressionLevel: 9 })
              .toBuffer(),
          },
        ],
        status: 422,
        error: TESTIMONIAL_ERROR.photoTooManyPixels,
      },
      {
        name: 'two photos',
        files: [
          { fileName: 'a.jpg', content: jpeg },
          { fileName: 'b.jpg', content: jpeg },
        ],
        status: 400,
        error: TESTIMONIAL_ERROR.tooManyPhotos,
      },
    ];
    const filesBefore = storedFiles().length;
    const rowsBefore = await rowCount();
    const outcomes = [];
    for (const testCase of cases) {
      const { session } = await createSignedInUser(t.app, t.db);
      const response = await sendTestimonial(t.app, session, 'Lovely', testCase.files);
      outcomes.push({ name: testCase.name, status: response.statusCode, error: response.json().error });
    }
    expect(outcomes).toEqual(cases.map(({ name, status, error }) => ({ name, status, error })));
    // The PNG named .jpg is the one accepted: checked by its content, not its name.
    expect(storedFiles().length).toBe(filesBefore + 1);
    expect(await rowCount()).toBe(rowsBefore + 1);
    for (const error of Object.values(TESTIMONIAL_ERROR)) expect(englishTestimonials[error], error).toEqual(expect.any(String));
    expect(englishTestimonials[TESTIMONIAL_SUCCESS]).toBe(TESTIMONIAL_SUCCESS);
  });

  it("asks for the text with the spec's words, and refuses a signed-out caller before reading the body", async () => {
    const { session } = await createSignedInUser(t.app, t.db);
    const filesBefore = storedFiles().length;
    for (const text of [null, '', '   \n ']) {
      const response = await sendTestimonial(t.app, session, text, [{ fileName: 'me.jpg', content: await jpegWithGps() }]);
      expect([response.statusCode, response.json().error]).toEqual([400, 'Please type in a testimonial before clicking Submit']);
    }
    const signedOut = await sendTestimonial(t.app, null, 'Anonymous praise');
    expect([signedOut.statusCode, signedOut.json().error]).toEqual([401, 'session-invalid']);
    expect(storedFiles().length).toBe(filesBefore);
    expect((await inject(t.app, { url: '/api/account', session })).json().user.submittedTestimonial).toBe(false);
  });

  it('erases the testimonial and its photo when the researcher closes the account', async () => {
    const { user, session } = await createSignedInUser(t.app, t.db);
    await sendTestimonial(t.app, session, 'Soon gone', [{ fileName: 'me.jpg', content: await jpegWithGps() }]);
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.userId, user.id));
    const photoFile = () => storedFiles().filter((file) => file.endsWith(row?.photoStoredName?.split('/')[1] ?? '?'));
    expect(photoFile()).toHaveLength(1);
    const closed = await closeAccount(t.app, user, session);
    expect(closed.statusCode, closed.body).toBe(200);
    await t.app.jobs.drain();
    expect(await t.db.select().from(testimonials).where(eq(testimonials.userId, user.id))).toEqual([]);
    expect(photoFile()).toEqual([]);
  });

  it('lets staff list, see the photo and approve once, awarding the points once; a researcher gets 403', async () => {
    const author = await createSignedInUser(t.app, t.db, { firstName: 'Grace', lastName: 'Hopper' });
    const created = await sendTestimonial(t.app, author.session, 'Fast and careful.', [
      { fileName: 'me.jpg', content: await jpegWithGps() },
    ]);
    const identity = created.json().testimonial.identity as string;
    const staff = await createSignedInUser(t.app, t.db, { role: 'staff', firstName: 'Sam', lastName: 'Support' });

    const list = await inject(t.app, { url: '/api/staff/testimonials?status=submitted', session: staff.session });
    const listed = list.json().testimonials.find((item: { identity: string }) => item.identity === identity);
    expect(listed).toMatchObject({
      text: 'Fast and careful.',
      status: 'submitted',
      author: { fullName: 'Grace Hopper', email: author.user.email },
      photo: { url: `/api/staff/testimonials/${identity}/photo`, width: 640, height: 480 },
    });
    const photo = await inject(t.app, { url: listed.photo.url, session: staff.session });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect((await sharp(photo.rawPayload).metadata()).exif).toBeUndefined();

    const approve = () =>
      inject(t.app, { method: 'POST', url: `/api/staff/testimonials/${identity}/approve`, session: staff.session });
    const first = await approve();
    expect(first.json()).toMatchObject({
      pointsAwarded: TESTIMONIAL_REWARD_POINTS,
      testimonial: { status: 'approved', reviewedBy: 'Sam Support' },
    });
    const second = await approve();
    expect([second.statusCode, second.json().pointsAwarded]).toEqual([200, 0]);
    const reject = await inject(t.app, {
      method: 'POST',
      url: `/api/staff/testimonials/${identity}/reject`,
      session: staff.session,
    });
    expect([reject.statusCode, reject.json().error]).toEqual([409, TESTIMONIAL_ERROR.alreadyReviewed]);
    const events = await t.db.select().from(rewardEvents).where(eq(rewardEvents.userId, author.user.id));
    expect(events.map((e) => [e.kind, e.points, e.sourceKey.startsWith('testimonial:')])).toEqual([
      ['testimonial', TESTIMONIAL_REWARD_POINTS, true],
    ]);
    const [authorRow] = await t.db.select().from(users).where(eq(users.id, author.user.id));
    expect(authorRow?.totalRewardPoints).toBe(TESTIMONIAL_REWARD_POINTS);
    const approved = await inject(t.app, { url: '/api/staff/testimonials?status=approved', session: staff.session });
    expect(approved.json().testimonials.map((item: { identity: string }) => item.identity)).toContain(identity);

    for (const [method, url] of [
      ['GET', '/api/staff/testimonials'],
      ['GET', `/api/staff/testimonials/${identity}/photo`],
      ['POST', `/api/staff/testimonials/${identity}/approve`],
      ['POST', `/api/staff/testimonials/${identity}/reject`],
    ] as const) {
      const response = await inject(t.app, { method, url, session: author.session });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const unknown = await inject(t.app, {
      method: 'POST',
      url: '/api/staff/testimonials/not-a-uuid/approve',
      session: staff.session,
    });
    expect(unknown.statusCode).toBe(400);
  });
});
