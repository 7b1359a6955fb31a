import {describe, expect, it} from 'vitest';
import {normalizeSpaces} from '../../app/lib/money.ts';
import {
  ANONYMOUS_REVIEWER,
  fieldValue,
  isEmail,
  isPhone,
  MAX_LENGTHS,
  MESSAGES,
  tooLongMessage,
  validateCheckout,
  validateContact,
  validateForgotPassword,
  validateLogin,
  validateNewsletter,
  validateRegister,
  validateReview,
} from '../../app/lib/validation.ts';

const long = (n: number) => 'a'.repeat(n);

describe('SPEC.md messages, verbatim', () => {
  it('uses the straight apostrophe, never the typographic one', () => {
    for (const message of Object.values(MESSAGES)) expect(message).not.toContain('\u2019');
  });

  it('has every message of SPEC.md section 5', () => {
    expect(Object.values(MESSAGES)).toEqual(
      expect.arrayContaining([
        'Nom requis',
        'Email requis',
        'Adresse email invalide',
        'Sujet requis',
        'Message requis',
        'Ce champ est obligatoire',
        'Le prénom est obligatoire',
        'Le nom est obligatoire',
        "L'adresse est obligatoire",
        'La ville est obligatoire',
        'Le code postal est obligatoire',
        'Le numéro de téléphone est obligatoire',
        'Veuillez confirmer votre mot de passe',
        "L'adresse email est obligatoire",
        'Le mot de passe est obligatoire',
        'Veuillez remplir tous les champs obligatoires',
        'Le mot de passe doit contenir au moins 6 caractères',
        'Les mots de passe ne correspondent pas',
        'Le pays est obligatoire',
        'Code postal invalide (5 chiffres)',
      ]),
    );
  });

  it('says when a field is too long', () => {
    expect(tooLongMessage(200)).toBe('Ce champ est trop long (200 caractères maximum)');
    expect(normalizeSpaces(tooLongMessage(5000))).toBe('Ce champ est trop long (5 000 caractères maximum)');
  });
});

describe('isEmail (something@something.something, trimmed)', () => {
  it.each(['a@b.fr', ' jean.dupont@exemple.com ', 'x+tag@sub.domaine.org'])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each(['', 'a', 'a@b', '@b.fr', 'a@.fr', 'a b@c.fr', 'a@b.', 'a@@b.fr'])('refuses %s', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('isPhone', () => {
  it.each(['01 84 60 42 10', '0184604210', '+33 1 84 60 42 10', '+33184604210', '01.84.60.42.10', '(01) 84-60-42-10'])(
    'accepts %s',
    (phone) => expect(isPhone(phone)).toBe(true),
  );

  it.each(['abc', '12345', '+33 1 84 60 42 10 00 00 00', '01 84 60 42 1O', '+'])('refuses %s', (phone) => {
    expect(isPhone(phone)).toBe(false);
  });
});

describe('fieldValue', () => {
  it('reads FormData, URLSearchParams and objects', () => {
    const form = new FormData();
    form.set('name', 'Jean');
    form.set('file', new Blob(['x']), 'x.txt');
    expect(fieldValue(form, 'name')).toBe('Jean');
    expect(fieldValue(form, 'file')).toBe('');
    expect(fieldValue(form, 'missing')).toBe('');
    expect(fieldValue(new URLSearchParams('q=vérin'), 'q')).toBe('vérin');
    expect(fieldValue({n: 5, o: {a: 1}, u: undefined}, 'n')).toBe('5');
    expect(fieldValue({o: {a: 1}}, 'o')).toBe('');
  });
});

describe('validateContact', () => {
  const valid = {
    name: ' Jean Dupont ',
    email: ' jean@exemple.fr ',
    phone: '',
    company: '',
    subject: 'Devis',
    message: 'Bonjour',
  };

  it('accepts a valid message and trims it', () => {
    expect(validateContact(valid)).toEqual({
      ok: true,
      data: {name: 'Jean Dupont', email: 'jean@exemple.fr', phone: '', company: '', subject: 'Devis', message: 'Bonjour'},
    });
  });

  it('gives the SPEC.md message for each missing field', () => {
    expect(validateContact({})).toEqual({
      ok: false,
      errors: {name: 'Nom requis', email: 'Email requis', subject: 'Sujet requis', message: 'Message requis'},
    });
    expect(validateContact({name: '   ', email: ' ', subject: '\n', message: '\t'})).toMatchObject({
      ok: false,
      errors: {name: 'Nom requis', email: 'Email requis', subject: 'Sujet requis', message: 'Message requis'},
    });
  });

  it('checks the email pattern', () => {
    expect(validateContact({...valid, email: 'jean@exemple'})).toEqual({ok: false, errors: {email: 'Adresse email invalide'}});
  });

  it('leaves phone and company optional but checks a given phone', () => {
    expect(validateContact({...valid, phone: '06 12 34 56 78', company: 'ACME'}).ok).toBe(true);
    expect(validateContact({...valid, phone: 'pas de numéro'})).toEqual({
      ok: false,
      errors: {phone: 'Numéro de téléphone invalide'},
    });
  });

  it('caps lengths', () => {
    expect(validateContact({...valid, name: long(MAX_LENGTHS.name)}).ok).toBe(true);
    expect(validateContact({...valid, name: long(201)})).toEqual({
      ok: false,
      errors: {name: 'Ce champ est trop long (200 caractères maximum)'},
    });
    expect(validateContact({...valid, message: long(5000)}).ok).toBe(true);
    const tooLong = validateContact({...valid, message: long(5001), subject: long(201), company: long(201)});
    expect(tooLong.ok).toBe(false);
    if (!tooLong.ok) {
      expect(normalizeSpaces(tooLong.errors.message ?? '')).toBe('Ce champ est trop long (5 000 caractères maximum)');
      expect(tooLong.errors.subject).toBe('Ce champ est trop long (200 caractères maximum)');
      expect(tooLong.errors.company).toBe('Ce champ est trop long (200 caractères maximum)');
    }
  });

  it('reads FormData as a server action gets it', () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.set(key, value);
    expect(validateContact(form).ok).toBe(true);
  });
});

describe('validateCheckout', () => {
  const valid = {
    email: 'jean@exemple.fr',
    firstName: 'Jean',
    lastName: 'Dupont',
    address: '12 rue des Artisans',
    city: 'Lyon',
    postalCode: '69007',
    country: 'FR',
    phone: '',
  };

  it('accepts a French address', () => {
    expect(validateCheckout(valid)).toEqual({ok: true, data: valid});
  });

  it('gives a message for every required field', () => {
    expect(validateCheckout({})).toEqual({
      ok: false,
      errors: {
        email: "L'adresse email est obligatoire",
        firstName: 'Le prénom est obligatoire',
        lastName: 'Le nom est obligatoire',
        address: "L'adresse est obligatoire",
        city: 'La ville est obligatoire',
        postalCode: 'Le code postal est obligatoire',
        country: 'Le pays est obligatoire',
      },
    });
  });

  it('checks the email pattern', () => {
    expect(validateCheckout({...valid, email: 'jean.fr'})).toEqual({ok: false, errors: {email: 'Adresse email invalide'}});
  });

  it('wants 5 digits for a French postal code', () => {
    for (const postalCode of ['6900', '690071', '69OO7', 'Lyon']) {
      expect(validateCheckout({...valid, postalCode})).toEqual({
        ok: false,
        errors: {postalCode: 'Code postal invalide (5 chiffres)'},
      });
    }
    expect(validateCheckout({...valid, country: 'France', postalCode: '75 011'})).toMatchObject({
      ok: true,
      data: {postalCode: '75011'},
    });
  });

  it('accepts other postal code formats abroad', () => {
    expect(validateCheckout({...valid, country: 'BE', postalCode: '1000'}).ok).toBe(true);
    expect(validateCheckout({...valid, country: 'GB', postalCode: 'SW1A 1AA'})).toMatchObject({
      ok: true,
      data: {postalCode: 'SW1A 1AA'},
    });
  });

  it('leaves the phone optional but checks a given one', () => {
    expect(validateCheckout({...valid, phone: '+33 6 12 34 56 78'}).ok).toBe(true);
    expect(validateCheckout({...valid, phone: '12'})).toEqual({ok: false, errors: {phone: 'Numéro de téléphone invalide'}});
  });

  it('can require the phone (same-day delivery)', () => {
    expect(validateCheckout(valid, {requirePhone: true})).toEqual({
      ok: false,
      errors: {phone: 'Le numéro de téléphone est obligatoire'},
    });
    expect(validateCheckout({...valid, phone: '0612345678'}, {requirePhone: true}).ok).toBe(true);
  });

  it('caps lengths', () => {
    expect(validateCheckout({...valid, city: long(201), firstName: long(201)})).toEqual({
      ok: false,
      errors: {
        city: 'Ce champ est trop long (200 caractères maximum)',
        firstName: 'Ce champ est trop long (200 caractères maximum)',
      },
    });
  });
});

describe('validateLogin', () => {
  it('requires email and password', () => {
    expect(validateLogin({})).toEqual({
      ok: false,
      errors: {email: "L'adresse email est obligatoire", password: 'Le mot de passe est obligatoire'},
    });
  });

  it('checks the email pattern', () => {
    expect(validateLogin({email: 'jean', password: 'secret'})).toEqual({
      ok: false,
      errors: {email: 'Adresse email invalide'},
    });
  });

  it('trims the email but not the password', () => {
    expect(validateLogin({email: ' jean@exemple.fr ', password: ' s3cret '})).toEqual({
      ok: true,
      data: {email: 'jean@exemple.fr', password: ' s3cret '},
    });
  });

  it('does not apply the registration minimum to old accounts', () => {
    expect(validateLogin({email: 'jean@exemple.fr', password: 'abc'}).ok).toBe(true);
  });
});

describe('validateRegister', () => {
  const valid = {
    firstName: 'Jean',
    lastName: 'Dupont',
    email: 'jean@exemple.fr',
    password: 'secret',
    passwordConfirmation: 'secret',
  };

  it('accepts a valid registration', () => {
    expect(validateRegister(valid)).toEqual({
      ok: true,
      data: {firstName: 'Jean', lastName: 'Dupont', email: 'jean@exemple.fr', password: 'secret'},
    });
  });

  it('gives a message for every required field', () => {
    expect(validateRegister({})).toEqual({
      ok: false,
      errors: {
        firstName: 'Le prénom est obligatoire',
        lastName: 'Le nom est obligatoire',
        email: "L'adresse email est obligatoire",
        password: 'Le mot de passe est obligatoire',
        passwordConfirmation: 'Veuillez confirmer votre mot de passe',
      },
    });
  });

  it('wants at least 6 characters', () => {
    expect(validateRegister({...valid, password: '12345', passwordConfirmation: '12345'})).toEqual({
      ok: false,
      errors: {password: 'Le mot de passe doit contenir au moins 6 caractères'},
    });
    expect(validateRegister({...valid, password: '123456', passwordConfirmation: '123456'}).ok).toBe(true);
  });

  it('puts the mismatch on the confirmation field', () => {
    expect(validateRegister({...valid, passwordConfirmation: 'secreT'})).toEqual({
      ok: false,
      errors: {passwordConfirmation: 'Les mots de passe ne correspondent pas'},
    });
  });

  it('checks the email pattern', () => {
    expect(validateRegister({...valid, email: 'a@b'})).toEqual({ok: false, errors: {email: 'Adresse email invalide'}});
  });

  it('caps the password at 40 characters (Shopify)', () => {
    expect(validateRegister({...valid, password: long(40), passwordConfirmation: long(40)}).ok).toBe(true);
    expect(validateRegister({...valid, password: long(41), passwordConfirmation: long(41)})).toEqual({
      ok: false,
      errors: {password: 'Ce champ est trop long (40 caractères maximum)'},
    });
  });
});

describe('validateForgotPassword and validateNewsletter', () => {
  it('require a valid email', () => {
    for (const validate of [validateForgotPassword, validateNewsletter]) {
      expect(validate({})).toEqual({ok: false, errors: {email: "L'adresse email est obligatoire"}});
      expect(validate({email: 'jean@'})).toEqual({ok: false, errors: {email: 'Adresse email invalide'}});
      expect(validate({email: ' jean@exemple.fr '})).toEqual({ok: true, data: {email: 'jean@exemple.fr'}});
      expect(validate({email: `${long(250)}@exemple.fr`})).toEqual({
        ok: false,
        errors: {email: 'Ce champ est trop long (254 caractères maximum)'},
      });
    }
  });
});

describe('validateReview', () => {
  const valid = {customerName: 'Marie', customerEmail: '', rating: '4', title: ' Très bien ', comment: 'Conforme.'};

  it('accepts a guest review and trims it', () => {
    expect(validateReview(valid)).toEqual({
      ok: true,
      data: {customerName: 'Marie', customerEmail: '', rating: 4, title: 'Très bien', comment: 'Conforme.'},
    });
  });

  it('asks to fill in title and comment', () => {
    expect(validateReview({...valid, title: '  ', comment: ''})).toEqual({
      ok: false,
      errors: {
        title: 'Ce champ est obligatoire',
        comment: 'Ce champ est obligatoire',
        form: 'Veuillez remplir tous les champs obligatoires',
      },
    });
    expect(validateReview({...valid, comment: ' '})).toEqual({
      ok: false,
      errors: {comment: 'Ce champ est obligatoire', form: 'Veuillez remplir tous les champs obligatoires'},
    });
  });

  it('makes an empty name anonymous', () => {
    expect(validateReview({...valid, customerName: ' '})).toMatchObject({ok: true, data: {customerName: 'Client anonyme'}});
    expect(ANONYMOUS_REVIEWER).toBe('Client anonyme');
  });

  it('rates 5 by default and only 1 to 5', () => {
    expect(validateReview({...valid, rating: ''})).toMatchObject({ok: true, data: {rating: 5}});
    expect(validateReview({...valid, rating: 1})).toMatchObject({ok: true, data: {rating: 1}});
    for (const rating of ['0', '6', '4.5', 'cinq']) {
      expect(validateReview({...valid, rating})).toEqual({
        ok: false,
        errors: {rating: 'La note doit être comprise entre 1 et 5'},
      });
    }
  });

  it('checks an email when given', () => {
    expect(validateReview({...valid, customerEmail: 'marie@'})).toEqual({
      ok: false,
      errors: {customerEmail: 'Adresse email invalide'},
    });
    expect(validateReview({...valid, customerEmail: 'marie@exemple.fr'}).ok).toBe(true);
  });

  it('uses the signed-in customer instead of the form fields', () => {
    expect(
      validateReview({...valid, customerName: 'Autre', customerEmail: 'autre@x.fr'}, {customer: {name: 'Jean Dupont', email: 'jean@exemple.fr'}}),
    ).toMatchObject({ok: true, data: {customerName: 'Jean Dupont', customerEmail: 'jean@exemple.fr'}});
  });

  it('caps lengths', () => {
    expect(validateReview({...valid, title: long(201), comment: long(5001)})).toMatchObject({
      ok: false,
      errors: {title: 'Ce champ est trop long (200 caractères maximum)'},
    });
  });
});

describe('validateNewPassword (reset page)', () => {
  it('applies the sign-up password rules', async () => {
    const {validateNewPassword} = await import('../../app/lib/validation.ts');
    expect(validateNewPassword({password: '', passwordConfirmation: ''})).toEqual({
      ok: false,
      errors: {password: 'Le mot de passe est obligatoire', passwordConfirmation: 'Veuillez confirmer votre mot de passe'},
    });
    expect(validateNewPassword({password: '12345', passwordConfirmation: '12345'})).toMatchObject({
      ok: false,
      errors: {password: 'Le mot de passe doit contenir au moins 6 caractères'},
    });
    expect(validateNewPassword({password: 'secret1', passwordConfirmation: 'secret2'})).toMatchObject({
      ok: false,
      errors: {passwordConfirmation: 'Les mots de passe ne correspondent pas'},
    });
    expect(validateNewPassword({password: 'secret1', passwordConfirmation: 'secret1'})).toEqual({ok: true, data: {password: 'secret1'}});
  });
});
