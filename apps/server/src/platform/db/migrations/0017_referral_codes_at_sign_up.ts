/**
 * Migration 0017, a trigger making each user's referral code. Never edited once shipped: a change is a new
 * migration (decision 004).
 */
import type { SqlMigration } from '../migrate.js';

/**
 * A user's referral code is made with the user (decision 015, as amended), so reading a referral
 * link or an employee's referral summary only reads (decision 013: a GET never writes). The code is made by the
 * database, after every insert into `users`, whichever path inserts (sign-up, the demo seed, a fixture), and the
 * users made before this get theirs here.
 *
 * A code is 8 characters from a 32-letter alphabet without 0/O/1/I (as the application drew them until now). The
 * letters come from a random UUID's bytes, which PostgreSQL draws from its strong random source: bytes 0-5, 7 and
 * 9 are all random (6 holds the version, 8 the variant), and each byte's low 5 bits pick a letter evenly. A code
 * that is taken draws again; a user who already has one keeps it.
 *
 * Also: the purchase sweep (`expireLapsedPurchases`, once a minute in every process) finds pending purchases by
 * `expires_at`; a partial index keeps that a short index scan however many purchases have closed.
 */
export const referralCodesAtSignUp: SqlMigration = {
  name: '0017_referral_codes_at_sign_up',
  statements: [
    `create function referral_code_draw() returns text language sql volatile as $$
      select string_agg(substr('ABCDEFGHJKLMNPQRSTUVWXYZ23456789', get_byte(bytes, position) % 32 + 1, 1), ''
          order by position)
        from (select uuid_send(gen_random_uuid()) as bytes) drawn,
          unnest(array[0, 1, 2, 3, 4, 5, 7, 9]) as position
    $$`,
    `create function referral_code_issue(owner uuid) returns text language plpgsql as $$
    declare
      issued text;
    begin
      for attempt in 1..5 loop
        insert into referral_codes (user_id, code) values (owner, referral_code_draw())
          on conflict do nothing
          returning code into issued;
        if issued is not null then
          return issued;
        end if;
        select code into issued from referral_codes where user_id = owner;
        if issued is not null then
          return issued;
        end if;
      end loop;
      raise exception 'could not allocate a referral code for user %', owner;
    end $$`,
    `create function users_issue_referral_code() returns trigger language plpgsql as $$
      begin
        perform referral_code_issue(new.id);
        return null;
      end $$`,
    `create trigger users_referral_code after insert on users
      for each row execute function users_issue_referral_code()`,
    `select referral_code_issue(u.id) from users u
      where not exists (select 1 from referral_codes c where c.user_id = u.id)`,
    `create index credit_purchases_pending_expiry_idx on credit_purchases (expires_at)
      where status = 'pending'`,
  ],
};
