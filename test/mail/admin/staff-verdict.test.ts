// Who the editor lets in, from the claims of someone the identity provider
// signed in: the cases a real provider rarely sends (the sign-in test drives
// the usual ones end to end).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { staffVerdict } from '../../../mail/admin/staff/staff-verdict.ts';

const policy = { allowedDomains: ['veltrix.example'], allowedGroups: ['web-editors'] };
const allowed = (claims: Record<string, unknown>) => staffVerdict(claims, policy).allowed;

describe('staffVerdict', () => {
  it('lets in an address of an allowed domain however its letters are cased, as the address the provider gave', () => {
    assert.deepEqual(staffVerdict({ email: 'Ada@Veltrix.EXAMPLE', name: 'Ada Lovelace' }, policy), {
      allowed: true,
      staff: { name: 'Ada Lovelace', email: 'Ada@Veltrix.EXAMPLE' },
    });
  });

  it('refuses a subdomain, a longer domain and a domain only in the local part', () => {
    for (const email of [
      'ada@mail.veltrix.example',
      'ada@veltrix.example.test',
      'ada@notveltrix.example',
      'veltrix.example@evil.test',
    ])
      assert.deepEqual(staffVerdict({ email }, policy), { allowed: false, reason: 'not-allowed', who: email }, email);
  });

  it('lets in a member of an allowed group, the claim a list or one string', () => {
    assert.ok(allowed({ email: 'grace@contractor.example', groups: ['staff', 'web-editors'] }));
    assert.ok(allowed({ email: 'grace@contractor.example', groups: 'web-editors' }));
    assert.ok(!allowed({ email: 'grace@contractor.example', groups: ['Web-Editors', 'web-editors-old'] }));
  });

  it('refuses an address the provider marks unverified, as false or "false", and takes one it says nothing of', () => {
    assert.equal(staffVerdict({ email: 'ada@veltrix.example', email_verified: false }, policy).allowed, false);
    assert.deepEqual(staffVerdict({ email: 'ada@veltrix.example', email_verified: 'false' }, policy), {
      allowed: false,
      reason: 'unverified',
      who: 'ada@veltrix.example',
    });
    assert.ok(allowed({ email: 'ada@veltrix.example' }));
  });

  it('refuses someone with no address even in an allowed group: a commit needs one', () => {
    assert.deepEqual(staffVerdict({ sub: 'u-17', name: 'Ada Lovelace', groups: ['web-editors'] }, policy), {
      allowed: false,
      reason: 'no-email',
      who: 'Ada Lovelace',
    });
    assert.equal(staffVerdict({ email: 'ada@', groups: ['web-editors'] }, policy).allowed, false);
  });

  it('names someone by name, else given and family name, else the address', () => {
    const name = (claims: Record<string, unknown>) => {
      const verdict = staffVerdict({ email: 'ada@veltrix.example', ...claims }, policy);
      return verdict.allowed ? verdict.staff.name : undefined;
    };
    assert.equal(name({ name: ' Ada Lovelace ', given_name: 'A' }), 'Ada Lovelace');
    assert.equal(name({ given_name: 'Ada', family_name: 'Lovelace' }), 'Ada Lovelace');
    assert.equal(name({}), 'ada@veltrix.example');
  });
});
