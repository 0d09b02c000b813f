// Seeds the work queue's records straight into the database (issue 32 §1): `count` users, each with a case, a
// real-name submission, a bank deposit, a withdrawal, a block-trading application and a support conversation waiting,
// spread over ages, states and deadlines. For the work queue's tests and its bench (10,000 of each).
import { type Db, sql } from '@platform/db';

export interface WorkSeed {
  count: number;
  /** Two cases in three are assigned to this mediator, the third is left for anyone to take. */
  mediatorId: number | null;
  /** Tells this seed's rows apart (e-mails, tracking numbers). */
  tag: string;
}

export async function seedWork(db: Db, { count, mediatorId, tag }: WorkSeed): Promise<void> {
  const seeded = sql`(select id, row_number() over (order by id) as n from users where email like ${`work%-${tag}@example.com`})`;
  await db.execute(sql`insert into users (email, password_hash)
    select format('work%s-%s@example.com', g, ${tag}::text), 'not-a-hash' from generate_series(1, ${count}::int) g`);
  await db.execute(sql`insert into mediation_cases (tracking_number, user_id, dispute_type, counterparty_name, amount,
      currency, country, send_type, description, status, respondent_state, deadline_kind, deadline_at, mediator_id,
      created_at, updated_at)
    select format('WK-%s-%s', ${tag}::text, u.n), u.id, 'other', format('Counterparty %s', u.n), 100, 'USD', 'GB',
      'email', 'seeded', (array['submitted', 'accepted', 'in_mediation', 'agreement_drafted', 'signed'])[u.n % 5 + 1],
      case when u.n % 5 = 1 then 'notified' when u.n % 5 >= 2 then 'taking_part' else 'not_contacted' end,
      (array[null, 'respondent_answer', null, 'signing', 'payment_confirmation'])[u.n % 5 + 1],
      case when u.n % 5 in (1, 3, 4) then now() + (u.n % 30 - 5) * interval '1 day' end,
      case when u.n % 3 = 0 then null else ${mediatorId}::int end,
      now() - (u.n % 60) * interval '1 day', now() - (u.n % 60) * interval '1 hour'
    from ${seeded} u`);
  await db.execute(sql`insert into real_name_submissions (user_id, full_name, id_type, id_number, country, front_image,
      status, created_at)
    select u.id, format('Seeded Person %s', u.n), 'passport', format('P%s', u.n), 'GB', 'seeded.png', 'pending',
      now() - (u.n % 48) * interval '1 hour'
    from ${seeded} u`);
  await db.execute(sql`insert into deposits (user_id, method, currency, amount, status, review_deadline, created_at)
    select u.id, 'bank', 'USD', 100 + u.n, 'pending', now() + (u.n % 10 - 3) * interval '1 hour',
      now() - (u.n % 72) * interval '1 hour'
    from ${seeded} u`);
  await db.execute(sql`insert into withdrawals (user_id, method, currency, amount, fee, total, status, created_at)
    select u.id, 'bank', 'USD', 50, 1, 51, 'pending', now() - (u.n % 72) * interval '1 hour' from ${seeded} u`);
  await db.execute(sql`insert into block_trade_applications (user_id, status, created_at)
    select u.id, 'pending', now() - (u.n % 72) * interval '1 hour' from ${seeded} u`);
  await db.execute(sql`insert into support_conversations (user_id, source, state, last_message_at)
    select u.id, 'trade', 'open', now() from ${seeded} u`);
  await db.execute(sql`insert into support_messages (conversation_id, sender, text, created_at)
    select c.id, 'user', 'Hello?', now() - (u.n % 90) * interval '1 minute'
    from ${seeded} u join support_conversations c on c.user_id = u.id`);
  await db.execute(sql`analyze`);
}
