// Messages of the customer API. The storefront shows the first customerUserErrors
// message to the shopper, so they are French (Shopify's codes and fields are kept);
// other languages get Shopify's English wording.

export type CustomerField = 'email' | 'password' | 'firstName' | 'lastName' | 'phone' | 'address';

const FIELD_FR: Record<string, string> = {
  email: "L’adresse e-mail",
  password: 'Le mot de passe',
  firstName: 'Le prénom',
  lastName: 'Le nom',
  phone: 'Le numéro de téléphone',
  address1: "L’adresse",
  address2: "Le complément d’adresse",
  city: 'La ville',
  company: 'La société',
  country: 'Le pays',
  province: 'La région',
  zip: 'Le code postal',
};

const FIELD_EN: Record<string, string> = {
  email: 'Email',
  password: 'Password',
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  address1: 'Address1',
  address2: 'Address2',
  city: 'City',
  company: 'Company',
  country: 'Country',
  province: 'Province',
  zip: 'Zip',
};

export function customerMessages(fr: boolean) {
  const label = (field: string) => (fr ? (FIELD_FR[field] ?? field) : (FIELD_EN[field] ?? field));
  return {
    emailTaken: () => (fr ? 'Cette adresse e-mail est déjà utilisée.' : 'Email has already been taken'),
    phoneTaken: () => (fr ? 'Ce numéro de téléphone est déjà utilisé.' : 'Phone has already been taken'),
    emailInvalidCustomer: () => (fr ? "L’adresse e-mail n’est pas valide." : 'Email is invalid'),
    phoneInvalidCustomer: () => (fr ? "Le numéro de téléphone n’est pas valide." : 'Phone is invalid'),
    blank: (field: string) => (fr ? `${label(field)} est obligatoire.` : `${label(field)} can't be blank`),
    passwordTooShort: (min: number) =>
      fr ? `Le mot de passe doit contenir au moins ${min} caractères.` : `Password is too short (minimum is ${min} characters)`,
    passwordTooLong: (max: number) =>
      fr ? `Le mot de passe doit contenir au plus ${max} caractères.` : `Password is too long (maximum is ${max} characters)`,
    passwordWhitespace: () =>
      fr ? 'Le mot de passe ne peut ni commencer ni finir par une espace.' : 'Password cannot start or end with whitespace',
    fieldTooLong: (field: string, max: number) =>
      fr ? `${label(field)} est trop long (${max} caractères maximum).` : `${label(field)} is too long (maximum is ${max} characters)`,
    fieldHtml: (field: string) =>
      fr ? `${label(field)} ne peut pas contenir de balises HTML.` : `${label(field)} cannot contain HTML tags`,
    fieldUrl: (field: string) => (fr ? `${label(field)} ne peut pas contenir d’adresse web.` : `${label(field)} cannot contain URL`),
    badCredentials: () => (fr ? 'Identifiants incorrects.' : 'Unidentified customer'),
    signInClientThrottled: (minutes: number) =>
      fr
        ? `Trop de tentatives de connexion depuis cette adresse. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`
        : 'Login attempt limit exceeded. Please wait a few minutes and try again.',
    signInBusy: (seconds: number) =>
      fr
        ? `Trop de tentatives de connexion en ce moment sur ce compte. Réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`
        : 'Login attempt limit exceeded. Please wait a few minutes and try again.',
    recoverThrottled: () =>
      fr
        ? 'Trop de demandes de réinitialisation. Veuillez réessayer plus tard.'
        : 'Resetting password limit exceeded. Please try again later.',
    multipassUnavailable: () => (fr ? "La connexion Multipass n’est pas disponible sur cette boutique." : 'Multipass is not enabled for this shop'),
    tooManyAddresses: (max: number) =>
      fr ? `Votre carnet ne peut pas contenir plus de ${max} adresses.` : `A customer cannot have more than ${max} addresses`,
    unknownEmail: () => (fr ? "Aucun compte n’est associé à cette adresse e-mail." : 'Could not find customer'),
    accessTokenMissing: () => (fr ? "Ce jeton d’accès n’existe pas ou a expiré." : 'Access token does not exist'),
    accessTokenInvalid: () => (fr ? 'Votre session a expiré. Veuillez vous reconnecter.' : 'Customer access token is invalid'),
    resetTokenInvalid: () =>
      fr ? 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.' : 'Reset token is invalid or expired',
    resetUrlInvalid: () => (fr ? "Ce lien de réinitialisation n’est pas valide." : 'Reset url is invalid'),
    addressNotFound: () => (fr ? "Cette adresse n’existe pas." : 'Address does not exist'),
    addressCountryInvalid: () => (fr ? "Ce pays n’est pas reconnu." : 'Country is not a valid country'),
    addressZipInvalid: (country: string) =>
      fr ? `Le code postal n’est pas valide pour ce pays (${country}).` : `Zip is not valid for ${country}`,
  };
}
