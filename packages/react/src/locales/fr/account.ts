/** The kit in French: sessions, linked accounts, social buttons, passkeys, passwordless and two-factor. Composed into `fr` by `../fr.ts`. */
import type { Localization } from '../../localization/types.js';

const backupCodeList = {
  list: 'Codes de secours',
  intro:
    'Conservez ces codes en lieu sûr. Chacun vous permet de vous connecter une fois si vous perdez votre application d’authentification.',
  copy: 'Copier les codes',
  download: 'Télécharger (.txt)',
  copied: 'Codes de secours copiés.',
  copyFailed: 'Copie impossible : sélectionnez les codes et copiez-les vous-même.',
  fileTitle: 'Codes de secours',
  done: 'Terminé',
};

/** The French sections `sessionsList`, `socialButtons`, `linkedAccounts`, `passkeysList`, `magicLinkForm`, `emailOTPForm`, `twoFactorChallenge`, `twoFactorSetup`, `backupCodes`, `passkeySignInButton`, `continueAsGuestButton`, `guestUpgradePrompt`, `devices`. */
/** The French sections `sessionsList`, `socialButtons`, `linkedAccounts`, `passkeysList`, `magicLinkForm`, `emailOTPForm`, `phoneSignInForm`, `phoneNumberForm`, `twoFactorChallenge`, `twoFactorSetup`, `backupCodes`, `passkeySignInButton`, `devices`. */
export const account = {
  sessionsList: {
    list: 'Sessions actives',
    loading: 'Chargement des sessions…',
    thisDevice: 'Cet appareil',
    unknownDevice: 'Appareil inconnu',
    signedIn: 'Connexion',
    expires: 'Expiration',
    ipAddress: 'Adresse IP',
    revoke: 'Révoquer',
    revokeOthers: 'Déconnecter les autres appareils',
    confirmRevoke: 'Déconnecter {device} ? Cet appareil devra se reconnecter.',
    cancel: 'Annuler',
  },
  socialButtons: {
    signIn: 'Continuer avec {provider}',
    link: 'Associer {provider}',
    redirecting: 'Redirection vers {provider}…',
    signInGroup: 'Se connecter avec un fournisseur',
    linkGroup: 'Associer un compte',
  },
  linkedAccounts: {
    list: 'Comptes associés',
    loading: 'Chargement des comptes…',
    credential: 'E-mail et mot de passe',
    added: 'Ajouté le',
    unlink: 'Dissocier',
    lastAccount:
      'Vous ne pouvez pas dissocier votre dernier compte : associez-en d’abord un autre.',
    unlinked: '{provider} dissocié.',
    signInAgain: 'Déconnectez-vous puis reconnectez-vous pour dissocier un compte.',
    link: 'Associer {provider}',
    linkGroup: 'Associer un compte',
    redirecting: 'Redirection vers {provider}…',
  },
  passkeysList: {
    list: 'Clés d’accès',
    loading: 'Chargement des clés d’accès…',
    empty: 'Aucune clé d’accès pour l’instant.',
    unnamed: 'Clé d’accès',
    added: 'Ajoutée le',
    newName: 'Nom de la clé d’accès',
    add: 'Ajouter une clé d’accès',
    rename: 'Renommer',
    save: 'Enregistrer',
    cancel: 'Annuler',
    delete: 'Supprimer',
    confirmDelete:
      'Supprimer la clé d’accès « {name} » ? Vous ne pourrez plus vous connecter avec.',
  },
  apiKeysList: {
    list: 'Clés d’API',
    loading: 'Chargement des clés d’API…',
    empty: 'Aucune clé d’API pour l’instant.',
    unnamed: 'Clé d’API',
    created: 'Créée le',
    expires: 'Expire le',
    neverExpires: 'N’expire jamais',
    name: 'Nom de la clé',
    expiry: 'Expire après',
    expiryNever: 'Jamais',
    expiryDays: '{count} jours',
    create: 'Créer une clé d’API',
    newKey: 'Votre nouvelle clé d’API',
    newKeyHint: 'Copiez-la maintenant : elle ne sera plus affichée.',
    copy: 'Copier la clé',
    copied: 'Clé copiée.',
    copyFailed: 'Copie impossible : sélectionnez la clé et copiez-la vous-même.',
    done: 'Terminé',
    revoke: 'Révoquer',
    cancel: 'Annuler',
    confirmRevoke:
      'Révoquer la clé d’API « {name} » ? Les applications qui l’utilisent cessent aussitôt de fonctionner.',
  },
  magicLinkForm: {
    form: 'Recevoir un lien de connexion par e-mail',
    email: 'E-mail',
    submit: 'M’envoyer un lien',
    success:
      'Consultez vos e-mails : nous avons envoyé un lien de connexion. Il fonctionne une fois, pendant 5 minutes.',
    again: 'Utiliser une autre adresse',
    usedLink:
      'Ce lien de connexion a déjà été utilisé ou n’est pas valide. Demandez-en un nouveau ci-dessous.',
    expiredLink: 'Ce lien de connexion a expiré. Demandez-en un nouveau ci-dessous.',
  },
  emailOTPForm: {
    form: 'Se connecter avec un code reçu par e-mail',
    email: 'E-mail',
    send: 'M’envoyer un code',
    sent: 'Nous avons envoyé un code à {email}. Il est valable 5 minutes.',
    code: 'Code',
    submit: 'Se connecter',
    resend: 'Envoyer un nouveau code',
    again: 'Utiliser une autre adresse',
  },
  phoneSignInForm: {
    form: 'Se connecter avec un numéro de téléphone',
    phoneNumber: 'Numéro de téléphone',
    hint: 'Avec l’indicatif du pays, p. ex. +33 6 12 34 56 78',
    send: 'M’envoyer un code par SMS',
    sent: 'Nous avons envoyé un code par SMS au {phoneNumber}. Il est valable 5 minutes.',
    code: 'Code',
    submit: 'Se connecter',
    resend: 'Envoyer un nouveau code',
    again: 'Utiliser un autre numéro',
    noAccount: 'Aucun compte n’utilise ce numéro de téléphone.',
  },
  phoneNumberForm: {
    form: 'Numéro de téléphone',
    current: 'Votre numéro de téléphone : {phoneNumber}',
    verified: 'Vérifié',
    unverified: 'Non vérifié',
    none: 'Aucun numéro de téléphone pour l’instant.',
    phoneNumber: 'Nouveau numéro de téléphone',
    hint: 'Avec l’indicatif du pays, p. ex. +33 6 12 34 56 78',
    send: 'M’envoyer un code par SMS',
    sent: 'Nous avons envoyé un code par SMS au {phoneNumber}. Il est valable 5 minutes.',
    code: 'Code',
    submit: 'Vérifier',
    cancel: 'Annuler',
    success: 'Votre numéro de téléphone {phoneNumber} est vérifié.',
  },
  twoFactorChallenge: {
    form: 'Authentification à deux facteurs',
    totpIntro: 'Saisissez le code à 6 chiffres de votre application d’authentification.',
    otpIntro: 'Nous pouvons vous envoyer un code à 6 chiffres par e-mail.',
    backupIntro: 'Saisissez l’un de vos codes de secours. Chaque code ne fonctionne qu’une fois.',
    code: 'Code',
    backupCode: 'Code de secours',
    trustDevice: 'Faire confiance à cet appareil',
    trustDeviceHint: 'Ne plus demander cette étape sur cet appareil pendant 30 jours.',
    submit: 'Vérifier',
    sendOtp: 'M’envoyer un code par e-mail',
    resendOtp: 'Envoyer un nouveau code',
    otpSent: 'Nous avons envoyé un code à votre adresse e-mail.',
    useTotp: 'Utiliser votre application d’authentification',
    useOtp: 'Recevoir plutôt un code par e-mail',
    useBackup: 'Utiliser un code de secours',
    cancel: 'Retour à la connexion',
    errors: {
      INVALID_CODE: 'Ce code n’a pas fonctionné. Vérifiez-le et réessayez.',
      INVALID_BACKUP_CODE:
        'Ce code de secours n’a pas fonctionné. Chaque code ne sert qu’une fois.',
      OTP_HAS_EXPIRED: 'Ce code a expiré. Demandez-en un nouveau.',
      TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE: 'Trop de tentatives. Demandez un nouveau code.',
      INVALID_TWO_FACTOR_COOKIE: 'Cette connexion a expiré. Reconnectez-vous.',
    },
  },
  twoFactorSetup: {
    off: 'L’authentification à deux facteurs est désactivée. Activez-la pour qu’un code d’une application d’authentification vous soit demandé à la connexion.',
    on: 'L’authentification à deux facteurs est activée.',
    coversPassword: 'Le code est demandé quand vous vous connectez avec votre mot de passe.',
    coversPasswordless:
      'Le code est demandé quand vous vous connectez avec votre mot de passe, un lien ou un code reçu par e-mail.',
    enable: 'Activer l’authentification à deux facteurs',
    enableForm: 'Activer l’authentification à deux facteurs',
    enableDescription: 'Confirmez avec votre mot de passe.',
    password: 'Mot de passe',
    continue: 'Continuer',
    cancel: 'Annuler',
    scan: 'Scannez ce QR code avec votre application d’authentification, ou saisissez la clé à la main.',
    qrCode: 'QR code pour votre application d’authentification',
    manualKey: 'Clé',
    copyKey: 'Copier la clé',
    keyCopied: 'Clé copiée.',
    copyFailed: 'Copie impossible : sélectionnez la clé et copiez-la vous-même.',
    verifyForm: 'Confirmer l’authentification à deux facteurs',
    code: 'Code de l’application',
    codeHint: 'Le code à 6 chiffres affiché en ce moment par l’application.',
    verify: 'Confirmer',
    invalidCode: 'Ce code n’a pas fonctionné. Vérifiez l’heure de votre appareil et réessayez.',
    enabled:
      'L’authentification à deux facteurs est activée. Enregistrez vos codes de secours maintenant : ils ne sont affichés qu’une fois.',
    disable: 'Désactiver',
    disableForm: 'Désactiver l’authentification à deux facteurs',
    disableDescription:
      'Confirmez avec votre mot de passe. Aucun code ne vous sera plus demandé à la connexion.',
    disabled: 'L’authentification à deux facteurs est désactivée.',
    backupCodes: backupCodeList,
  },
  backupCodes: {
    intro:
      'Les codes de secours vous permettent de vous connecter quand vous ne pouvez pas utiliser votre application d’authentification. De nouveaux codes remplacent tous les anciens.',
    generate: 'Générer de nouveaux codes de secours',
    form: 'Générer de nouveaux codes de secours',
    description:
      'Confirmez avec votre mot de passe. Vos anciens codes de secours ne fonctionneront plus.',
    password: 'Mot de passe',
    confirm: 'Générer les codes',
    cancel: 'Annuler',
    list: backupCodeList,
  },
  passkeySignInButton: { signIn: 'Se connecter avec une clé d’accès' },
  continueAsGuestButton: { label: 'Continuer en tant qu’invité' },
  guestUpgradePrompt: {
    message: 'Vous naviguez en tant qu’invité : créez un compte pour conserver vos données.',
    createAccount: 'Créer un compte',
  },
  devices: { browserOnSystem: '{browser} sur {system}' },
} satisfies Pick<
  Localization,
  | 'sessionsList'
  | 'socialButtons'
  | 'linkedAccounts'
  | 'passkeysList'
  | 'apiKeysList'
  | 'magicLinkForm'
  | 'emailOTPForm'
  | 'phoneSignInForm'
  | 'phoneNumberForm'
  | 'twoFactorChallenge'
  | 'twoFactorSetup'
  | 'backupCodes'
  | 'passkeySignInButton'
  | 'continueAsGuestButton'
  | 'guestUpgradePrompt'
  | 'devices'
>;
