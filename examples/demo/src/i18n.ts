/**
 * @module portcullis-demo/i18n
 *
 * The demo's own words in English and French (the kit's components bring theirs, from
 * `@portcullis/react/locales/fr`). `useDemoText()` (language.tsx) picks the chosen language's.
 * French as the kit writes it: vous-form, a non-breaking space before « : ; ? ! ».
 */
import type { DemoLanguage } from './language.js';

/** Every text of the demo's own pages, in English. */
const en = {
  /** The tab's title: "{page} · {app}", or the app's name alone. */
  titles: {
    app: 'Portcullis demo',
    signIn: 'Sign in',
    addAccount: 'Add an account',
    resetPassword: 'Reset password',
    outbox: 'Outbox',
    organizations: 'Organizations',
    admin: 'Admin',
    invitation: 'Invitation',
    notFound: 'Page not found',
  },
  header: {
    nav: 'Main',
    account: 'Account',
    organizations: 'Organizations',
    admin: 'Admin',
    language: 'Language',
    theme: 'Theme',
    themeSystem: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
  },
  footer: {
    about: 'Demo app · Hono + SQLite on the server, React on the client',
    outbox: 'Outbox',
    apiReference: 'API reference',
  },
  home: {
    loading: 'Loading',
    unreachable: 'Can’t reach the server',
    loadFailed: 'The session could not be loaded:',
    retry: 'Try again',
  },
  notFound: {
    title: 'Page not found',
    text: 'There is nothing at this address.',
    start: 'Go to the start page',
  },
  auth: {
    welcome: 'Welcome',
    tabs: 'Account',
    signIn: 'Sign in',
    signUp: 'Create account',
    signInIntro: 'Sign in with your email or username.',
    signInIntroProviders: 'Sign in with a provider, your email or your username.',
    signUpIntro: 'Create an account to try Portcullis.',
    phone: 'Or sign in with a code texted to your phone (the demo puts texts in its outbox).',
    phoneButton: 'Sign in with a phone number',
  },
  captcha: {
    loading: 'Loading the anti-bot check…',
    failed: 'The anti-bot check could not load. Check your connection and reload the page.',
  },
  linkErrors: {
    invalidToken: 'That link is invalid or was already used. Ask for a new one.',
    expiredToken: 'That link has expired. Ask for a new one.',
    userNotFound: 'That link belongs to an account that no longer exists.',
    otherAccount: 'That link is for another account. Sign out first, then open it again.',
    code: 'Error code:',
    dismiss: 'Dismiss',
  },
  account: {
    signedInAs: 'Signed in as',
    phoneTitle: 'Phone number',
    phoneDescription:
      'Add a phone number to sign in with a texted code. The demo puts texts in its outbox.',
    email: 'Email',
    verified: 'Verified',
    notVerified: 'Not verified',
    signedIn: 'Signed in',
    expires: 'Session expires',
    profileDescription: 'How you appear, and the username you can sign in with.',
    dangerDescription:
      'Delete your account with your password, or leave it empty to confirm by email.',
  },
  resetPassword: {
    title: 'Choose a new password',
    hint: 'It must be at least 8 characters long.',
    signIn: 'Sign in',
    back: 'Back to sign in',
  },
  organizations: {
    title: 'Organizations',
    intro: 'Work together: open one of your organizations, create one, or accept an invitation.',
    list: 'Your organizations',
    listHint: 'A new session starts with none open: open one to work in it.',
    create: 'New organization',
    createHint: 'You become its owner; it becomes active.',
  },
  admin: {
    title: 'Admin',
    intro: 'Everyone with an account, and everything that happened to them.',
    users: 'Users',
    usersHint: 'Open a user for their sessions and activity.',
    audit: 'Audit log',
    auditHint: 'Every security event, newest first.',
  },
  invitation: {
    label: 'Invitation',
    signInFirst: 'Sign in with the invited address to answer this invitation.',
    back: 'Back to your account',
  },
  outbox: {
    title: 'Outbox',
    intro: 'Emails the dev mailer sent, newest first. Links open here.',
    refresh: 'Refresh',
    loading: 'Loading…',
    unavailable: 'The outbox is only served in development.',
    empty: 'No emails yet. Sign up to get one.',
    list: 'Sent emails',
    to: 'To',
    back: 'Back to the app',
    types: {
      'verify-email': 'Verification',
      'reset-password': 'Password reset',
      'change-email': 'Email change',
      'delete-account': 'Account deletion',
      'organization-invitation': 'Invitation',
      'new-device': 'New device',
      'two-factor-code': 'Sign-in code',
      'magic-link': 'Sign-in link',
      'email-otp': 'Email code',
      'phone-otp': 'Text message',
    },
  },
};

/** The shape of the demo's dictionary: every language has every text. */
export type DemoText = typeof en;

const fr: DemoText = {
  titles: {
    app: 'Démo Portcullis',
    signIn: 'Connexion',
    addAccount: 'Ajouter un compte',
    resetPassword: 'Nouveau mot de passe',
    outbox: 'Boîte d’envoi',
    organizations: 'Organisations',
    admin: 'Administration',
    invitation: 'Invitation',
    notFound: 'Page introuvable',
  },
  header: {
    nav: 'Principale',
    account: 'Compte',
    organizations: 'Organisations',
    admin: 'Administration',
    language: 'Langue',
    theme: 'Thème',
    themeSystem: 'Système',
    themeLight: 'Clair',
    themeDark: 'Sombre',
  },
  footer: {
    about: 'Application de démonstration · Hono + SQLite côté serveur, React côté client',
    outbox: 'Boîte d’envoi',
    apiReference: 'Référence de l’API',
  },
  home: {
    loading: 'Chargement',
    unreachable: 'Le serveur est injoignable',
    loadFailed: 'La session n’a pas pu être chargée\u00a0:',
    retry: 'Réessayer',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Il n’y a rien à cette adresse.',
    start: 'Aller à la page d’accueil',
  },
  auth: {
    welcome: 'Bienvenue',
    tabs: 'Compte',
    signIn: 'Connexion',
    signUp: 'Créer un compte',
    signInIntro: 'Connectez-vous avec votre e-mail ou votre nom d’utilisateur.',
    signInIntroProviders:
      'Connectez-vous avec un fournisseur, votre e-mail ou votre nom d’utilisateur.',
    signUpIntro: 'Créez un compte pour essayer Portcullis.',
    phone:
      'Ou connectez-vous avec un code envoyé par SMS (la démo dépose les SMS dans sa boîte d’envoi).',
    phoneButton: 'Se connecter avec un numéro de téléphone',
  },
  captcha: {
    loading: 'Chargement de la vérification anti-robot…',
    failed:
      'La vérification anti-robot n’a pas pu se charger. Vérifiez votre connexion et rechargez la page.',
  },
  linkErrors: {
    invalidToken: 'Ce lien n’est pas valide ou a déjà servi. Demandez-en un nouveau.',
    expiredToken: 'Ce lien a expiré. Demandez-en un nouveau.',
    userNotFound: 'Ce lien appartient à un compte qui n’existe plus.',
    otherAccount:
      'Ce lien est destiné à un autre compte. Déconnectez-vous d’abord, puis ouvrez-le à nouveau.',
    code: 'Code d’erreur\u00a0:',
    dismiss: 'Fermer',
  },
  account: {
    signedInAs: 'Connecté en tant que',
    phoneTitle: 'Numéro de téléphone',
    phoneDescription:
      'Ajoutez un numéro pour vous connecter avec un code reçu par SMS. La démo dépose les SMS dans sa boîte d’envoi.',
    email: 'E-mail',
    verified: 'Vérifié',
    notVerified: 'Non vérifié',
    signedIn: 'Connexion',
    expires: 'Fin de la session',
    profileDescription:
      'Comment vous apparaissez, et le nom d’utilisateur avec lequel vous pouvez vous connecter.',
    dangerDescription:
      'Supprimez votre compte avec votre mot de passe, ou laissez-le vide pour confirmer par e-mail.',
  },
  resetPassword: {
    title: 'Choisissez un nouveau mot de passe',
    hint: 'Il doit comporter au moins 8 caractères.',
    signIn: 'Se connecter',
    back: 'Retour à la connexion',
  },
  organizations: {
    title: 'Organisations',
    intro:
      'Travaillez ensemble\u00a0: ouvrez l’une de vos organisations, créez-en une ou acceptez une invitation.',
    list: 'Vos organisations',
    listHint: 'Une nouvelle session n’en ouvre aucune\u00a0: ouvrez-en une pour y travailler.',
    create: 'Nouvelle organisation',
    createHint: 'Vous en devenez le propriétaire\u00a0; elle devient active.',
  },
  admin: {
    title: 'Administration',
    intro: 'Toutes les personnes qui ont un compte, et tout ce qui leur est arrivé.',
    users: 'Utilisateurs',
    usersHint: 'Ouvrez un utilisateur pour voir ses sessions et son activité.',
    audit: 'Journal d’audit',
    auditHint: 'Chaque événement de sécurité, du plus récent au plus ancien.',
  },
  invitation: {
    label: 'Invitation',
    signInFirst: 'Connectez-vous avec l’adresse invitée pour répondre à cette invitation.',
    back: 'Retour à votre compte',
  },
  outbox: {
    title: 'Boîte d’envoi',
    intro:
      'Les e-mails envoyés par le mailer de développement, du plus récent au plus ancien. Les liens s’ouvrent ici.',
    refresh: 'Actualiser',
    loading: 'Chargement…',
    unavailable: 'La boîte d’envoi n’est servie qu’en développement.',
    empty: 'Aucun e-mail pour l’instant. Inscrivez-vous pour en recevoir un.',
    list: 'E-mails envoyés',
    to: 'À',
    back: 'Retour à l’application',
    types: {
      'verify-email': 'Vérification',
      'reset-password': 'Réinitialisation',
      'change-email': 'Changement d’e-mail',
      'delete-account': 'Suppression du compte',
      'organization-invitation': 'Invitation',
      'new-device': 'Nouvel appareil',
      'two-factor-code': 'Code de connexion',
      'magic-link': 'Lien de connexion',
      'email-otp': 'Code par e-mail',
      'phone-otp': 'SMS',
    },
  },
};

/**
 * The demo's dictionaries, one per language of the header's switch.
 *
 * @example
 * document.title = demoText.fr.titles.app; // "Démo Portcullis"
 */
export const demoText: Record<DemoLanguage, DemoText> = { en, fr };
