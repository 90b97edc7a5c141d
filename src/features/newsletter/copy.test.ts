import { CONFIRM_COPY, UNSUBSCRIBE_COPY, confirmCopy, unsubscribeCopy } from './copy';

describe('the newsletter pages’ words', () => {
  it('are the words editors set in Global settings', () => {
    expect(confirmCopy({ newsletterConfirmTitle: 'Bestätigen', newsletterConfirmDone: 'Danke!' })).toMatchObject({
      title: 'Bestätigen',
      done: 'Danke!',
    });
    expect(
      confirmCopy({ newsletterConfirmButton: 'Yes, send it', newsletterConfirmIntro: 'One click.' }),
    ).toMatchObject({
      button: 'Yes, send it',
      intro: 'One click.',
    });
    expect(unsubscribeCopy({ newsletterUnsubscribeButton: 'Stop the emails' }).button).toBe('Stop the emails');
  });

  it('fall back to the defaults for a field left empty or missing (a database from before the fields)', () => {
    expect(confirmCopy({ newsletterConfirmTitle: '  ', newsletterConfirmBusy: null })).toEqual(CONFIRM_COPY);
    expect(CONFIRM_COPY.button).toBe('Confirm my subscription');
    expect(unsubscribeCopy({})).toEqual(UNSUBSCRIBE_COPY);
  });
});
