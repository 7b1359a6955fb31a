import {describe, expect, it} from 'vitest';
import {extractEntities} from '../../app/lib/chat/entities.ts';
import {readExclusions, wantsCheapest} from '../../app/lib/chat/preferences.ts';

describe('what the buyer does not want', () => {
  it('takes stainless out, and reads what is left', () => {
    const entities = extractEntities("Pas besoin d'inox, c'est pour l'intérieur : vérin 15/6 course 100, 200 N");
    expect(entities.material).toBe('acier');
    expect(entities.forceN).toBe(200);
    expect(extractEntities('Sans inox SVP, acier standard').material).toBe('acier');
  });

  it('is not asked for what it refuses: « sans soufflet » is no request for a bellows', () => {
    const {exclusions, rest} = readExclusions('un verin sans soufflet ni tube de protection, 22/10, 800 n');
    expect(exclusions.features).toEqual(['protection']);
    expect(rest).not.toContain('soufflet');
    expect(extractEntities('Un vérin sans soufflet, 22/10, 800 N').kinds).not.toContain('accessory');
  });

  it('reads refused fittings, families and kits', () => {
    expect(extractEntities('Je ne veux pas de rotules, plutôt des œillets').excluded.fittings).toEqual(['rotule']);
    expect(extractEntities('Je ne veux pas de rotules, plutôt des œillets').fittings).toEqual(['oeillet']);
    expect(extractEntities('Je ne cherche pas un vérin hydraulique mais un vérin à gaz').kinds).toEqual(['gas']);
    expect(extractEntities('pas le kit, juste les vérins').excluded.features).toContain('kit');
    expect(extractEntities('Pas blocable, un simple vérin').locking).toBe(false);
  });

  it('reads « pas forcément du 316L, l’inox 304 suffit » as 304', () => {
    expect(extractEntities("Inox oui, mais pas forcément du 316L : l'inox 304 suffit").material).toBe('inox-304');
  });

  it('knows when the price decides', () => {
    expect(wantsCheapest('verin 300 n, le moins cher possible')).toBe(true);
    expect(wantsCheapest('un verin pas trop cher')).toBe(true);
    expect(wantsCheapest('verin 300 n course 150')).toBe(false);
  });
});

// Rules added for decision 027, on examples written for them.
describe('a fitting replaced by another', () => {
  it('refuses the fitting a new one replaces, when another is named', () => {
    const entities = extractEntities('Une rotule M8 pour remplacer la chape de mon vérin');
    expect(entities.fittings).toEqual(['rotule']);
    expect(entities.excluded.fittings).toEqual(['chape']);
  });

  it('keeps it as the part wanted when it is the only one named', () => {
    const entities = extractEntities('Pour remplacer la rotule cassée de mon vérin de coffre');
    expect(entities.fittings).toEqual(['rotule']);
    expect(entities.excluded.fittings).toEqual([]);
  });
});

describe('a spring « de rechange »', () => {
  it('is a spring, not a spare part', () => {
    expect(extractEntities('Un vérin de rechange pour mon hayon, 400 N').kinds).not.toContain('accessory');
    expect(extractEntities('Un joint de rechange pour vérin hydraulique').kinds).toContain('accessory');
  });
});
