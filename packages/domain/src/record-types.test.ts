/** Records and inputs are typed from the declaration (ADR 0004): checked by the compiler and here. */
import { describe, expectTypeOf, it } from 'vitest';
import type { InputOf, RecordOf } from './resource.js';
import type { account } from './resources/system/account.js';
import type { news } from './resources/portal/news.js';
import type { poll } from './resources/activities/poll.js';

describe('records typed from declarations', () => {
  it('maps every field kind, localized twins, required and optional fields, statuses', () => {
    type News = RecordOf<typeof news>;
    expectTypeOf<News['title']>().toEqualTypeOf<string>();
    expectTypeOf<News['title_en']>().toEqualTypeOf<string | null>();
    expectTypeOf<News['type_id']>().toEqualTypeOf<number>();
    expectTypeOf<News['layout_id']>().toEqualTypeOf<number | null>();
    expectTypeOf<News['tags']>().toEqualTypeOf<string[] | null>();
    expectTypeOf<News['is_slider']>().toEqualTypeOf<boolean | null>();
    expectTypeOf<News['status']>().toEqualTypeOf<string>();
    expectTypeOf<News['id']>().toEqualTypeOf<number>();
    type Account = RecordOf<typeof account>;
    expectTypeOf<Account['account_status']>().toEqualTypeOf<'ACTIVE' | 'INACTIVE' | 'BLOCKED' | null>();
    expectTypeOf<'password_hash' extends keyof Account ? true : false>().toEqualTypeOf<false>();
    expectTypeOf<'status' extends keyof Account ? true : false>().toEqualTypeOf<false>();
    type PollInput = InputOf<typeof poll>;
    expectTypeOf<PollInput['question']>().toEqualTypeOf<string>();
    expectTypeOf<'question_en' extends keyof PollInput ? true : false>().toEqualTypeOf<true>();
  });
});
