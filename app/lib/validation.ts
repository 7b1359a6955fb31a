// Form rules of SPEC.md section 5, shared by server actions (the source of truth) and the
// browser (instant feedback). Messages are SPEC.md's, in French (DESIGN.md section 4).

import {formatNumber} from './money.ts';

export const MESSAGES = {
  required: 'Ce champ est obligatoire',
  fillRequired: 'Veuillez remplir tous les champs obligatoires',
  nameRequired: 'Nom requis',
  emailRequired: 'Email requis',
  emailInvalid: 'Adresse email invalide',
  subjectRequired: 'Sujet requis',
  messageRequired: 'Message requis',
  firstNameRequired: 'Le prénom est obligatoire',
  lastNameRequired: 'Le nom est obligatoire',
  addressRequired: "L'adresse est obligatoire",
  cityRequired: 'La ville est obligatoire',
  postalCodeRequired: 'Le code postal est obligatoire',
  postalCodeInvalidFr: 'Code postal invalide (5 chiffres)',
  countryRequired: 'Le pays est obligatoire',
  phoneRequired: 'Le numéro de téléphone est obligatoire',
  phoneInvalid: 'Numéro de téléphone invalide',
  emailAddressRequired: "L'adresse email est obligatoire",
  passwordRequired: 'Le mot de passe est obligatoire',
  passwordTooShort: 'Le mot de passe doit contenir au moins 6 caractères',
  passwordConfirmationRequired: 'Veuillez confirmer votre mot de passe',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  ratingInvalid: 'La note doit être comprise entre 1 et 5',
} as const;

export function tooLongMessage(max: number): string {
  return `Ce champ est trop long (${formatNumber(max)} caractères maximum)`;
}

export const PASSWORD_MIN_LENGTH = 6;

/** Caps against oversized payloads; the password cap is Shopify's own (40). */
export const MAX_LENGTHS = {
  name: 200,
  email: 254,
  phone: 30,
  company: 200,
  subject: 200,
  message: 5000,
  address: 200,
  city: 200,
  postalCode: 20,
  country: 100,
  password: 40,
  reviewTitle: 200,
  reviewComment: 5000,
} as const;

/** A form as the server action gets it, or a plain object from the browser. */
export type FormInput = FormData | URLSearchParams | Readonly<Record<string, unknown>>;

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type ValidationResult<T, F extends string = Extract<keyof T, string>> =
  | {ok: true; data: T}
  | {ok: false; errors: FieldErrors<F>};

/** Raw field value: '' when missing or not text (a File, an object). */
export function fieldValue(input: FormInput, name: string): string {
  const value = input instanceof FormData || input instanceof URLSearchParams ? input.get(name) : input[name];
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function text(input: FormInput, name: string): string {
  return fieldValue(input, name).trim();
}

/** something@something.something, after trimming. */
export function isEmail(s: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim());
}

/** Digits with the usual separators ('01 84 60 42 10', '+33 1 84 60 42 10', '(01).84…'): 6 to 15 digits. */
export function isPhone(s: string): boolean {
  const value = s.trim();
  if (!/^\+?[\d\s.()-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 15;
}

/** Five digits; spaces typed inside are tolerated ('75 001'). */
export function isFrenchPostalCode(s: string): boolean {
  return /^\d{5}$/.test(s.replace(/\s/g, ''));
}

export function isFrance(country: string): boolean {
  const value = country.trim().toLowerCase();
  return value === 'fr' || value === 'france';
}

function length(s: string): number {
  // Code points, so that an emoji counts as one character as the shopper sees it.
  return [...s].length;
}

/** Collects the first error of each field. */
class Errors<F extends string> {
  readonly map: FieldErrors<F> = {};

  add(field: F, message: string): void {
    if (this.map[field] === undefined) this.map[field] = message;
  }

  /** Required, then maximum length. */
  required(field: F, value: string, message: string, max: number): void {
    if (value === '') this.add(field, message);
    else this.max(field, value, max);
  }

  max(field: F, value: string, max: number): void {
    if (length(value) > max) this.add(field, tooLongMessage(max));
  }

  email(field: F, value: string, requiredMessage: string): void {
    if (value === '') this.add(field, requiredMessage);
    else if (length(value) > MAX_LENGTHS.email) this.add(field, tooLongMessage(MAX_LENGTHS.email));
    else if (!isEmail(value)) this.add(field, MESSAGES.emailInvalid);
  }

  optionalPhone(field: F, value: string): void {
    if (value === '') return;
    if (length(value) > MAX_LENGTHS.phone) this.add(field, tooLongMessage(MAX_LENGTHS.phone));
    else if (!isPhone(value)) this.add(field, MESSAGES.phoneInvalid);
  }

  get empty(): boolean {
    return Object.keys(this.map).length === 0;
  }

  result<T>(data: T): ValidationResult<T, F> {
    return this.empty ? {ok: true, data} : {ok: false, errors: this.map};
  }
}

// ---------------------------------------------------------------- contact

export interface ContactData {
  name: string;
  email: string;
  phone: string;
  company: string;
  subject: string;
  message: string;
}

export function validateContact(input: FormInput): ValidationResult<ContactData> {
  const data: ContactData = {
    name: text(input, 'name'),
    email: text(input, 'email'),
    phone: text(input, 'phone'),
    company: text(input, 'company'),
    subject: text(input, 'subject'),
    message: text(input, 'message'),
  };
  const errors = new Errors<keyof ContactData>();
  errors.required('name', data.name, MESSAGES.nameRequired, MAX_LENGTHS.name);
  errors.email('email', data.email, MESSAGES.emailRequired);
  errors.optionalPhone('phone', data.phone);
  errors.max('company', data.company, MAX_LENGTHS.company);
  errors.required('subject', data.subject, MESSAGES.subjectRequired, MAX_LENGTHS.subject);
  errors.required('message', data.message, MESSAGES.messageRequired, MAX_LENGTHS.message);
  return errors.result(data);
}

// ---------------------------------------------------------------- checkout

export interface CheckoutData {
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  /** For France, without the spaces a shopper may type ('75 001' → '75001'). */
  postalCode: string;
  country: string;
  phone: string;
}

export interface CheckoutOptions {
  /** Same-day delivery needs a phone number to reach the buyer. */
  requirePhone?: boolean;
}

export function validateCheckout(input: FormInput, options: CheckoutOptions = {}): ValidationResult<CheckoutData> {
  const country = text(input, 'country');
  const rawPostalCode = text(input, 'postalCode');
  const data: CheckoutData = {
    email: text(input, 'email'),
    firstName: text(input, 'firstName'),
    lastName: text(input, 'lastName'),
    address: text(input, 'address'),
    city: text(input, 'city'),
    postalCode: isFrance(country) ? rawPostalCode.replace(/\s/g, '') : rawPostalCode,
    country,
    phone: text(input, 'phone'),
  };
  const errors = new Errors<keyof CheckoutData>();
  errors.email('email', data.email, MESSAGES.emailAddressRequired);
  errors.required('firstName', data.firstName, MESSAGES.firstNameRequired, MAX_LENGTHS.name);
  errors.required('lastName', data.lastName, MESSAGES.lastNameRequired, MAX_LENGTHS.name);
  errors.required('address', data.address, MESSAGES.addressRequired, MAX_LENGTHS.address);
  errors.required('city', data.city, MESSAGES.cityRequired, MAX_LENGTHS.city);
  errors.required('postalCode', data.postalCode, MESSAGES.postalCodeRequired, MAX_LENGTHS.postalCode);
  if (data.postalCode !== '' && isFrance(country) && !isFrenchPostalCode(data.postalCode)) {
    errors.add('postalCode', MESSAGES.postalCodeInvalidFr);
  }
  errors.required('country', data.country, MESSAGES.countryRequired, MAX_LENGTHS.country);
  if (options.requirePhone && data.phone === '') errors.add('phone', MESSAGES.phoneRequired);
  errors.optionalPhone('phone', data.phone);
  return errors.result(data);
}

// ---------------------------------------------------------------- login, register, recovery

export interface LoginData {
  email: string;
  /** Not trimmed: spaces in a password are part of it. */
  password: string;
}

export function validateLogin(input: FormInput): ValidationResult<LoginData> {
  const data: LoginData = {email: text(input, 'email'), password: fieldValue(input, 'password')};
  const errors = new Errors<keyof LoginData>();
  errors.email('email', data.email, MESSAGES.emailAddressRequired);
  // No length rule here beyond a sanity cap: an old account may predate today's rules.
  if (data.password === '') errors.add('password', MESSAGES.passwordRequired);
  else errors.max('password', data.password, MAX_LENGTHS.message);
  return errors.result(data);
}

export interface RegisterData {
  firstName: string;
  lastName: string;
  email: string;
  /** Not trimmed. */
  password: string;
}

export type RegisterField = keyof RegisterData | 'passwordConfirmation';

export function validateRegister(input: FormInput): ValidationResult<RegisterData, RegisterField> {
  const data: RegisterData = {
    firstName: text(input, 'firstName'),
    lastName: text(input, 'lastName'),
    email: text(input, 'email'),
    password: fieldValue(input, 'password'),
  };
  const confirmation = fieldValue(input, 'passwordConfirmation');
  const errors = new Errors<RegisterField>();
  errors.required('firstName', data.firstName, MESSAGES.firstNameRequired, MAX_LENGTHS.name);
  errors.required('lastName', data.lastName, MESSAGES.lastNameRequired, MAX_LENGTHS.name);
  errors.email('email', data.email, MESSAGES.emailAddressRequired);
  checkNewPassword(errors, data.password, confirmation);
  return errors.result(data);
}

function checkNewPassword(errors: Errors<'password' | 'passwordConfirmation'>, password: string, confirmation: string) {
  if (password === '') errors.add('password', MESSAGES.passwordRequired);
  else if (length(password) < PASSWORD_MIN_LENGTH) errors.add('password', MESSAGES.passwordTooShort);
  else errors.max('password', password, MAX_LENGTHS.password);
  if (confirmation === '') errors.add('passwordConfirmation', MESSAGES.passwordConfirmationRequired);
  else if (confirmation !== password) errors.add('passwordConfirmation', MESSAGES.passwordMismatch);
}

/** A new password and its confirmation (sign-up, reset). */
export function validateNewPassword(input: FormInput): ValidationResult<{password: string}, 'password' | 'passwordConfirmation'> {
  const data = {password: fieldValue(input, 'password')};
  const errors = new Errors<'password' | 'passwordConfirmation'>();
  checkNewPassword(errors, data.password, fieldValue(input, 'passwordConfirmation'));
  return errors.result(data);
}

export interface ForgotPasswordData {
  email: string;
}

export function validateForgotPassword(input: FormInput): ValidationResult<ForgotPasswordData> {
  const data: ForgotPasswordData = {email: text(input, 'email')};
  const errors = new Errors<keyof ForgotPasswordData>();
  errors.email('email', data.email, MESSAGES.emailAddressRequired);
  return errors.result(data);
}

export type NewsletterData = ForgotPasswordData;

/** The newsletter box of blog articles (DESIGN.md section 5). */
export function validateNewsletter(input: FormInput): ValidationResult<NewsletterData> {
  const data = {email: text(input, 'email')};
  const errors = new Errors<'email'>();
  errors.email('email', data.email, MESSAGES.emailAddressRequired);
  return errors.result(data);
}

// ---------------------------------------------------------------- reviews

export const ANONYMOUS_REVIEWER = 'Client anonyme';
export const DEFAULT_REVIEW_RATING = 5;

export interface ReviewData {
  customerName: string;
  /** '' when not given. */
  customerEmail: string;
  /** 1 to 5 */
  rating: number;
  title: string;
  comment: string;
}

/** Field errors plus `form`, the alert SPEC.md shows ('Veuillez remplir…'). */
export type ReviewField = keyof ReviewData | 'form';

export interface ReviewOptions {
  /** A signed-in customer: their name and email replace the (hidden) form fields. */
  customer?: {name: string; email: string} | null;
}

export function validateReview(input: FormInput, options: ReviewOptions = {}): ValidationResult<ReviewData, ReviewField> {
  const ratingText = text(input, 'rating');
  const rating = ratingText === '' ? DEFAULT_REVIEW_RATING : Number(ratingText);
  const customer = options.customer ?? null;
  const name = customer ? customer.name.trim() : text(input, 'customerName');
  const data: ReviewData = {
    // SPEC.md: a guest may leave the name empty; the review is then anonymous.
    customerName: name === '' ? ANONYMOUS_REVIEWER : name,
    customerEmail: customer ? customer.email.trim() : text(input, 'customerEmail'),
    rating,
    title: text(input, 'title'),
    comment: text(input, 'comment'),
  };
  const errors = new Errors<ReviewField>();
  errors.max('customerName', data.customerName, MAX_LENGTHS.name);
  if (data.customerEmail !== '') errors.email('customerEmail', data.customerEmail, MESSAGES.emailRequired);
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) errors.add('rating', MESSAGES.ratingInvalid);
  errors.required('title', data.title, MESSAGES.required, MAX_LENGTHS.reviewTitle);
  errors.required('comment', data.comment, MESSAGES.required, MAX_LENGTHS.reviewComment);
  if (data.title === '' || data.comment === '') errors.add('form', MESSAGES.fillRequired);
  return errors.result(data);
}
