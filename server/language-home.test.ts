/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chosenHomeFor } from './language-home';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-home-'));
  fs.writeFileSync(path.join(dir, 'index.html'), 'home');
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('chosenHomeFor', () => {
  it('sends nowhere while the build has no home page in the chosen language', () => {
    expect(chosenHomeFor('/', 'language=de', dir)).toBeNull();
  });

  it('sends the English home page to the chosen language’s home once the build has it', () => {
    fs.mkdirSync(path.join(dir, 'de'));
    fs.writeFileSync(path.join(dir, 'de', 'index.html'), 'Startseite');
    expect(chosenHomeFor('/', 'language=de', dir)).toBe('/de');
    expect(chosenHomeFor('/about', 'language=de', dir)).toBeNull();
    expect(chosenHomeFor('/', 'language=en', dir)).toBeNull();
    expect(chosenHomeFor('/', undefined, dir)).toBeNull();
  });
});
