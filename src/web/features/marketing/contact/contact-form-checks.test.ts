import { describe, expect, it } from 'vitest';
import { isPersonalEmail, PERSONAL_EMAIL_DOMAINS } from '@contract/personal-email-domains';
import { checkEnquiry, EMPTY_ENQUIRY, enquiryPayload, MESSAGE_PLACEHOLDERS } from './contact-form-checks';
import { messageTone, NETWORK_FAILED, sendEnquiry, SUBMIT_FAILED } from './send-enquiry';

const valid = { ...EMPTY_ENQUIRY, firstName: 'Sam', lastName: 'Taylor', email: 'sam@gateway.example' };

describe('personal email blocklist', () => {
  it('holds exactly the 20 agreed domains, lower-case and unique', () => {
    expect([...PERSONAL_EMAIL_DOMAINS].sort()).toEqual(
      [
        'gmail.com',
        'googlemail.com',
        'hotmail.com',
        'hotmail.co.uk',
        'outlook.com',
        'live.com',
        'live.co.uk',
        'msn.com',
        'yahoo.com',
        'yahoo.co.uk',
        'aol.com',
        'icloud.com',
        'me.com',
        'mac.com',
        'btinternet.com',
        'sky.com',
        'virginmedia.com',
        'tiscali.co.uk',
        'protonmail.com',
        'proton.me',
      ].sort(),
    );
    expect(new Set(PERSONAL_EMAIL_DOMAINS).size).toBe(20);
  });

  it('matches whole domains in any case, never subdomains or look-alikes', () => {
    for (const domain of PERSONAL_EMAIL_DOMAINS) {
      expect(isPersonalEmail(`a@${domain}`)).toBe(true);
      expect(isPersonalEmail(`A@${domain.toUpperCase()}`)).toBe(true);
      expect(isPersonalEmail(`a@sub.${domain}`)).toBe(false);
      expect(isPersonalEmail(`a@x${domain}`)).toBe(false);
    }
    expect(isPersonalEmail('a@gmail.com.')).toBe(true);
    expect(isPersonalEmail('gmail.com')).toBe(false);
  });
});

describe('checkEnquiry', () => {
  it('passes a complete enquiry', () => {
    expect(checkEnquiry(valid)).toEqual({ errors: {}, personalEmail: false });
  });

  it('requires names and email, after trimming', () => {
    const { errors } = checkEnquiry({ ...EMPTY_ENQUIRY, firstName: '  ', lastName: '', email: ' ' });
    expect(Object.keys(errors)).toEqual(['firstName', 'lastName', 'email']);
  });

  it('checks email format with the server pattern, then the domain', () => {
    for (const email of ['sam', 'sam@', 'sam@gateway', 'sam @gateway.example']) expect(checkEnquiry({ ...valid, email }).errors.email).toBeTruthy();
    expect(checkEnquiry({ ...valid, email: 'Sam@GMAIL.com' })).toEqual({ errors: {}, personalEmail: true });
    expect(checkEnquiry({ ...valid, email: 'sam@mail.gmail.com' }).personalEmail).toBe(false);
  });

  it('enforces the server limits and refuses control characters', () => {
    expect(checkEnquiry({ ...valid, firstName: 'x'.repeat(101) }).errors.firstName).toBe('First name must be at most 100 characters');
    expect(checkEnquiry({ ...valid, firstName: 'x'.repeat(100) }).errors.firstName).toBeUndefined();
    expect(checkEnquiry({ ...valid, company: 'x'.repeat(201) }).errors.company).toBeTruthy();
    expect(checkEnquiry({ ...valid, message: 'x'.repeat(5001) }).errors.message).toBe('Message must be at most 5,000 characters');
    expect(checkEnquiry({ ...valid, lastName: 'a\nb' }).errors.lastName).toBeTruthy();
    expect(checkEnquiry({ ...valid, message: 'line one\nline two\ttab' }).errors.message).toBeUndefined();
    expect(checkEnquiry({ ...valid, message: 'nul\u0000' }).errors.message).toBeTruthy();
  });

  it('sends trimmed values and leaves out blank optional fields', () => {
    expect(enquiryPayload({ ...valid, firstName: ' Sam ', company: '  ', message: ' hi ' })).toEqual({
      firstName: 'Sam',
      lastName: 'Taylor',
      email: 'sam@gateway.example',
      interestType: 'partnership',
      message: 'hi',
    });
  });

  it('has a different message placeholder per interest type', () => {
    expect(new Set(Object.values(MESSAGE_PLACEHOLDERS)).size).toBe(4);
  });
});

describe('sendEnquiry', () => {
  const reply = (status: number, body: unknown) => async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

  it('returns the server message on success', async () => {
    const result = await sendEnquiry(valid, reply(201, { success: true, message: 'Thank you for your enquiry.' }));
    expect(result).toEqual({ ok: true, message: 'Thank you for your enquiry.' });
  });

  it('shows the server message on failure, else the spec fallback', async () => {
    expect(await sendEnquiry(valid, reply(400, { success: false, message: 'Nope', code: 'X' }))).toEqual({ ok: false, message: 'Nope' });
    expect(await sendEnquiry(valid, reply(500, '<html>oops</html>'))).toEqual({ ok: false, message: SUBMIT_FAILED });
    expect(await sendEnquiry(valid, reply(200, { success: false }))).toEqual({ ok: false, message: SUBMIT_FAILED });
  });

  it('reports a network failure with the spec text', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect(await sendEnquiry(valid, offline)).toEqual({ ok: false, message: NETWORK_FAILED });
  });

  it('colours by the spec rule', () => {
    expect(messageTone('Thank you for your enquiry.')).toBe('success');
    expect(messageTone('Sent successfully')).toBe('success');
    expect(messageTone(SUBMIT_FAILED)).toBe('error');
    expect(messageTone('thank you')).toBe('error');
  });
});
