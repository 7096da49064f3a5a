/**
 * A database at the scale of a real provider, for the benchmark: 10,000 researchers with 100,000 orders,
 * each with its payment, invoice and the invoice's applied payment (a third of researchers owe their latest
 * order by bank transfer), and one heavy researcher with 1,000 orders and invoices (40 unpaid), credits and
 * prepayments. Written with set-based
 * SQL (generate_series) on top of the migrated, demo-seeded database, so it takes seconds, not minutes.
 *
 * Also opens sessions for the researchers the benchmark reads as, straight in the sessions table (the
 * cookie is a random token; only its SHA-256 is stored, exactly as a login stores it).
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';

export const LARGE_DATA = {
  researchers: 10_000,
  ordersPerResearcher: 10,
  heavyOrders: 1_000,
  uploadsPerResearcher: 3,
  heavyUploads: 300,
} as const;
/** How many typical researchers the load rotates over, so one user's rows do not sit in cache alone. */
const TYPICAL_SESSIONS = 200;

export type TBenchUsers = {
  /** Session cookies (`sid=…`) of typical researchers: 10 orders each, a third of them with one unpaid invoice. */
  typicalCookies: string[];
  /** One order's external id per typical researcher, in the same order as the cookies. */
  typicalOrders: string[];
  heavyCookie: string;
  heavyOrder: string;
  counts: Record<string, number>;
};

const newCookie = () => {
  const token = randomBytes(32).toString('base64url');
  return { cookie: `sid=${token}`, hash: createHash('sha256').update(token).digest('hex') };
};

/** Adds the large data set; the database must be migrated and demo-seeded (currencies, countries). */
export async function seedLargeData(databaseUrl: string): Promise<TBenchUsers> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query('SET LOCAL synchronous_commit = off');
    await client.query(
      `CREATE TEMP TABLE bench_users ON COMMIT DROP AS
       SELECT g AS n, null::integer AS id FROM generate_series(1, $1::int) g`,
      [LARGE_DATA.researchers],
    );
    // Researchers: mostly the US, every fifth in China, every seventh in Brazil, each in its currency.
    await client.query(`
      WITH inserted AS (
        INSERT INTO users (email, password_hash, first_name, last_name, country_id, currency_iso, localization,
                           language, referral_code, agreed_to_tos_at, institution, show_check_spam_message)
        SELECT 'bench' || n || '@bench.test', null, 'Researcher', 'No. ' || n,
               c.id, c.currency_iso, c.localization, 'en_US', 'BENCH' || n, now(), 'University ' || (n % 500), false
        FROM bench_users
        JOIN LATERAL (
          SELECT id, localization, coalesce(default_currency, 'USD') AS currency_iso
          FROM countries co
          WHERE co.iso = CASE WHEN n % 5 = 0 THEN 'CN' WHEN n % 7 = 0 THEN 'BR' ELSE 'US' END
        ) c ON true
        RETURNING id, email
      )
      UPDATE bench_users b SET id = inserted.id FROM inserted WHERE inserted.email = 'bench' || b.n || '@bench.test'`);
    // The heavy researcher is researcher no. 1; everyone has 10 orders, the heavy one 1,000.
    await client.query(
      `CREATE TEMP TABLE bench_orders ON COMMIT DROP AS
       SELECT row_number() OVER () AS k, u.id AS user_id, u.n, g AS i,
              -- Unpaid (awaiting a bank transfer): the latest order of a third of researchers, and one in 25 of the heavy researcher's.
              CASE WHEN u.n = 1 THEN g % 25 = 0 ELSE g = 1 AND u.n % 3 = 0 END AS is_unpaid,
              now() - make_interval(days => (g * 3 + u.n % 11)) AS placed_at,
              (10000 + (u.n * 37 + g * 101) % 90000) AS total,
              us.currency_iso, us.localization
       FROM bench_users u
       JOIN users us ON us.id = u.id
       CROSS JOIN LATERAL generate_series(1, CASE WHEN u.n = 1 THEN $1::int ELSE $2::int END) g`,
      [LARGE_DATA.heavyOrders, LARGE_DATA.ordersPerResearcher],
    );
    await client.query(
      'ALTER TABLE bench_orders ADD COLUMN payment_id integer, ADD COLUMN order_id integer, ADD COLUMN invoice_id integer',
    );
    await client.query(`
      WITH inserted AS (
        INSERT INTO payments (receipt_code, user_id, purpose, method_id, provider, status, currency_iso, total, amount,
                              details, created_at, completed_at)
        SELECT 'RBENCH' || k, user_id, 'order', CASE WHEN is_unpaid THEN 9 ELSE 3 END,
               CASE WHEN is_unpaid THEN 'portal' ELSE 'card' END,
               CASE WHEN is_unpaid THEN 'awaiting-payment' ELSE 'captured' END,
               currency_iso, total, total,
               jsonb_build_object('localization', localization, 'language', 'en_US'),
               placed_at, CASE WHEN is_unpaid THEN null ELSE placed_at END
        FROM bench_orders
        RETURNING id, receipt_code
      )
      UPDATE bench_orders b SET payment_id = inserted.id FROM inserted WHERE inserted.receipt_code = 'RBENCH' || b.k`);
    await client.query(`
      WITH inserted AS (
        INSERT INTO orders (external_id, user_id, title, status, currency_iso, subtotal, total, services, deadline,
                            word_count, manuscript_language_id, payment_id, receipt_code, localization, language, created_at)
        SELECT 'B' || k, user_id, 'Manuscript ' || i || ' of researcher ' || n,
               CASE WHEN is_unpaid THEN 'awaiting-payment' WHEN i % 3 = 0 THEN 'completed' ELSE 'in-progress' END,
               currency_iso, total, total,
               jsonb_build_array(jsonb_build_object('identity', 'standard-editing', 'name', 'Standard Editing',
                 'type', 'editing', 'deliveryTier', 'standard', 'quantity', 1, 'timelineDays', 7,
                 'deadline', to_char(placed_at + interval '7 days', 'YYYY-MM-DD'), 'listPrice', total,
                 'discountAmount', 0, 'totalPrice', total)),
               to_char(placed_at + interval '7 days', 'YYYY-MM-DD'), 3000 + (k % 5000), 1, payment_id, 'RBENCH' || k,
               localization, 'en_US', placed_at
        FROM bench_orders
        RETURNING id, external_id
      )
      UPDATE bench_orders b SET order_id = inserted.id FROM inserted WHERE inserted.external_id = 'B' || b.k`);
    await client.query(`
      WITH inserted AS (
        INSERT INTO invoices (invoice_number, user_id, order_id, order_external_id, currency_iso, exchange_rate,
                              localization, language, total_amount, balance, status, lines, transaction_date, paid_at)
        SELECT 'INV-BENCH-' || lpad(k::text, 7, '0'), b.user_id, order_id, 'B' || k, b.currency_iso, c.exchange_rate::text,
               b.localization, 'en_US', total, CASE WHEN is_unpaid THEN total ELSE 0 END,
               CASE WHEN is_unpaid THEN 'unpaid' ELSE 'paid' END,
               jsonb_build_array(jsonb_build_object('description', 'Standard Editing', 'quantity', 1, 'amount', total)),
               placed_at, CASE WHEN is_unpaid THEN null ELSE placed_at END
        FROM bench_orders b JOIN currencies c ON c.iso_code = b.currency_iso
        RETURNING id, invoice_number
      )
      UPDATE bench_orders b SET invoice_id = inserted.id
      FROM inserted WHERE inserted.invoice_number = 'INV-BENCH-' || lpad(b.k::text, 7, '0')`);
    await client.query(`
      INSERT INTO invoice_payments (invoice_id, payment_id, amount, part, created_at)
      SELECT invoice_id, payment_id, total, 'payment', placed_at FROM bench_orders WHERE NOT is_unpaid`);
    await client.query(`
      UPDATE payments p SET order_id = b.order_id, invoice_numbers = jsonb_build_array('INV-BENCH-' || lpad(b.k::text, 7, '0'))
      FROM bench_orders b WHERE p.id = b.payment_id`);
    // The heavy researcher also holds credits and prepayments, as a long-standing customer would.
    await client.query(`
      INSERT INTO credits (user_id, reference_number, currency_iso, total_amount, balance, reason, created_at)
      SELECT u.id, 'CR-BENCH-' || g, us.currency_iso, 5000, 2500, 'goodwill', now() - make_interval(days => g * 20)
      FROM bench_users u JOIN users us ON us.id = u.id CROSS JOIN generate_series(1, 20) g WHERE u.n = 1`);
    await client.query(`
      INSERT INTO ledger_movements (user_id, kind, source_ref, amount, currency_iso, created_at)
      SELECT u.id, 'credit', 'CR-BENCH-' || g, 5000, us.currency_iso, now() - make_interval(days => g * 20)
      FROM bench_users u JOIN users us ON us.id = u.id CROSS JOIN generate_series(1, 20) g WHERE u.n = 1`);
    await client.query(`
      INSERT INTO prepayments (user_id, retainer_invoice_number, currency_iso, total_amount, paid_amount,
                               available_amount, status, localization, created_at, paid_at)
      SELECT u.id, 'RI-BENCH-' || g, us.currency_iso, 100000, 100000, 40000, 'paid', us.localization,
             now() - make_interval(days => g * 30), now() - make_interval(days => g * 30)
      FROM bench_users u JOIN users us ON us.id = u.id CROSS JOIN generate_series(1, 12) g WHERE u.n = 1`);
    await client.query(`
      INSERT INTO addresses (user_id, name, address1, city, zip, country_id)
      SELECT us.id, us.first_name || ' ' || us.last_name, (n % 900 + 1) || ' Campus Drive', 'Springfield', '12345', us.country_id
      FROM bench_users u JOIN users us ON us.id = u.id`);
    // The researcher area after payment and the automated tools: reward points for every paid order (with the
    // running total), grammar checks and digital editing and translation uploads (3 each for a typical
    // researcher, 300 each for the heavy one).
    await client.query(`
      INSERT INTO reward_events (user_id, kind, details, points, points_to_date, source_key, created_at)
      SELECT user_id, 'order', jsonb_build_object('externalId', 'B' || k), total / 100,
             sum(total / 100) OVER (PARTITION BY user_id ORDER BY placed_at, k), 'order:' || order_id, placed_at
      FROM bench_orders WHERE NOT is_unpaid`);
    await client.query(`
      UPDATE users us SET total_reward_points = t.points
      FROM (SELECT user_id, sum(points)::int AS points FROM reward_events GROUP BY user_id) t WHERE t.user_id = us.id`);
    await client.query(
      `CREATE TEMP TABLE bench_uploads ON COMMIT DROP AS
       SELECT u.id AS user_id, g, now() - make_interval(hours => g * 7 + u.n % 5) AS at
       FROM bench_users u CROSS JOIN LATERAL generate_series(1, CASE WHEN u.n = 1 THEN $1::int ELSE $2::int END) g`,
      [LARGE_DATA.heavyUploads, LARGE_DATA.uploadsPerResearcher],
    );
    await client.query(`
      INSERT INTO language_assessments (user_id, name, stored_name, size, sha256, status, score_status,
                                        error_count_status, score, error_counts, word_count, percentile, created_at,
                                        completed_at)
      SELECT user_id, 'manuscript-' || g || '.docx', 'bench-check-' || user_id || '-' || g, 48000 + g, md5(user_id || ':' || g),
             'completed', 'completed', 'completed', 4 + (g % 6), jsonb_build_object('consistencySpellingTypos', g % 4, 'grammarMechanics', g % 7,
               'phrasing', g % 3, 'punctuation', g % 5, 'wordChoice', g % 2),
             4200 + g, 20 + (g * 7) % 75, at, at + interval '40 seconds'
      FROM bench_uploads`);
    await client.query(`
      INSERT INTO digital_documents (user_id, kind, status, name, stored_name, size, sha256, word_count,
                                     style_of_english, language, result_name, result_stored_name, result_size,
                                     change_count, created_at, completed_at)
      SELECT user_id, kind, 'completed', 'manuscript-' || g || '.docx', 'bench-' || kind || '-' || user_id || '-' || g,
             48000 + g, md5(kind || user_id || ':' || g), 4200 + g,
             CASE WHEN kind = 'edit' THEN 'american' END, CASE WHEN kind = 'translation' THEN 'portuguese-to-english' END,
             'manuscript-' || g || '-' || kind || 'ed.docx', 'bench-' || kind || '-result-' || user_id || '-' || g,
             52000 + g, CASE WHEN kind = 'edit' THEN 40 + g % 90 END, at, at + interval '90 seconds'
      FROM bench_uploads CROSS JOIN (VALUES ('edit'), ('translation')) k(kind)`);

    // Sessions: the heavy researcher and TYPICAL_SESSIONS typical US researchers.
    const readers = await client.query<{ n: number; id: number; external_id: string }>(
      `SELECT u.n, u.id, (SELECT external_id FROM orders o WHERE o.user_id = u.id ORDER BY o.id LIMIT 1) AS external_id
       FROM bench_users u WHERE u.n = 1 OR (u.n % 5 <> 0 AND u.n % 7 <> 0 AND u.n > 1)
       ORDER BY u.n LIMIT $1`,
      [TYPICAL_SESSIONS + 1],
    );
    const users: TBenchUsers = { typicalCookies: [], typicalOrders: [], heavyCookie: '', heavyOrder: '', counts: {} };
    for (const reader of readers.rows) {
      const { cookie, hash } = newCookie();
      await client.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [
        hash,
        reader.id,
      ]);
      if (reader.n === 1) {
        users.heavyCookie = cookie;
        users.heavyOrder = reader.external_id;
      } else {
        users.typicalCookies.push(cookie);
        users.typicalOrders.push(reader.external_id);
      }
    }
    await client.query('COMMIT');
    for (const table of [
      'users',
      'orders',
      'invoices',
      'payments',
      'invoice_payments',
      'reward_events',
      'language_assessments',
      'digital_documents',
      'sessions',
    ]) {
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM ${table}`);
      users.counts[table] = Number(rows[0]?.count ?? 0);
    }
    await client.query('ANALYZE');
    return users;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
