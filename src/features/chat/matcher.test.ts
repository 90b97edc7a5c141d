import { matchChatInput } from './matcher';
import { entriesForLevel } from './chatSlice';
import { entry, testFaq } from './testFixtures';

const levelOne = entriesForLevel(testFaq, 1);

describe('matchChatInput', () => {
  it('matches a case-insensitive substring of a listed question, trimmed', () => {
    expect(matchChatInput('  LEVEL 1 QUESTION 3 ', levelOne)).toEqual({ kind: 'question', entry: entry(1, 3) });
    expect(matchChatInput('question 2', levelOne)).toEqual({ kind: 'question', entry: entry(1, 2) });
  });

  it('takes the first listed question when several contain the text', () => {
    expect(matchChatInput('question', levelOne)).toEqual({ kind: 'question', entry: entry(1, 1) });
  });

  it('only matches the questions it is given (the current level)', () => {
    expect(matchChatInput('Level 2 question 1', levelOne)).toEqual({ kind: 'unknown' });
  });

  it('never matches empty or blank text', () => {
    expect(matchChatInput('', levelOne)).toEqual({ kind: 'empty' });
    expect(matchChatInput('   \n', levelOne)).toEqual({ kind: 'empty' });
  });

  it('recognises back and end in any case after trimming, before any question', () => {
    expect(matchChatInput(' BaCk ', levelOne)).toEqual({ kind: 'back' });
    expect(matchChatInput('End\t', levelOne)).toEqual({ kind: 'end' });
    const weekend = [{ index: 1, question: 'Do you work at weekends?', answer: 'Yes.' }];
    expect(matchChatInput('end', weekend)).toEqual({ kind: 'end' });
    // Only the whole word is a command; text merely containing it is an ordinary search.
    expect(matchChatInput('weekend', weekend)).toEqual({ kind: 'question', entry: weekend[0] });
    expect(matchChatInput('backwards', levelOne)).toEqual({ kind: 'unknown' });
  });

  it('says unknown when nothing contains the text', () => {
    expect(matchChatInput('pricing for llamas', levelOne)).toEqual({ kind: 'unknown' });
  });
});
