import { describe, expect, it } from 'vitest';
import { renderMail } from './templates';

const invite = (days: number, language: 'en' | 'ar') =>
  renderMail('staffInvite', { name: 'Lina', invitedBy: 'Omar', role: 'admin', url: 'https://example.test/invite?token=x', days }, language).text;

describe('mail words from the catalogs', () => {
  it('counts days with the form Arabic needs for each number', () => {
    expect(invite(1, 'ar')).toContain('خلال يوم واحد.');
    expect(invite(2, 'ar')).toContain('خلال يومين.');
    expect(invite(7, 'ar')).toContain('خلال 7 أيام.');
    expect(invite(14, 'ar')).toContain('خلال 14 يومًا.');
    expect(invite(100, 'ar')).toContain('خلال 100 يوم.');
    expect(invite(1, 'en')).toContain('It works once, for 1 day.');
    expect(invite(7, 'en')).toContain('It works once, for 7 days.');
    expect(invite(7, 'ar')).toContain('بصلاحيات مدير');
  });

  it('names the company and the service only when the visitor gave them, and quotes the message as written', () => {
    const plain = renderMail('inquiryReceived', { from: 'Sara', email: 'sara@example.test', company: null, service: null, message: 'Price {for} 2 studies?', url: 'https://x.test' });
    expect(plain.subject).toBe('New inquiry from Sara');
    expect(plain.text).toContain('Sara <sara@example.test> sent an inquiry through the contact form:\n\nPrice {for} 2 studies?');
    const full = renderMail('inquiryReceived', { from: 'Sara', email: 'sara@example.test', company: 'Acme', service: 'Market Analysis', message: 'Hi', url: 'https://x.test' }, 'ar');
    expect(full.subject).toBe('استفسار جديد من Sara (Acme)');
    expect(full.text).toContain('بخصوص Market Analysis:');
  });
});
