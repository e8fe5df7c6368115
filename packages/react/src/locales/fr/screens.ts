/** The kit in French: the composed screens and the user button. Composed into `fr` by `../fr.ts`. */
import type { Localization } from '../../localization/types.js';

/** The French sections `signIn`, `signUp`, `userProfile`, `organizationProfile`, `userButton`. */
export const screens = {
  signIn: {
    heading: 'Connexion',
    magicLinkHeading: 'Se connecter avec un lien par e-mail',
    emailOtpHeading: 'Se connecter avec un code reçu par e-mail',
    forgotPasswordHeading: 'Réinitialiser votre mot de passe',
    alternatives: 'ou continuer avec',
    alternativesGroup: 'Autres moyens de connexion',
    usePassword: 'Se connecter avec un mot de passe',
    useMagicLink: 'Se connecter avec un lien par e-mail',
    useEmailOtp: 'Se connecter avec un code reçu par e-mail',
    passkey: 'Se connecter avec une clé d’accès',
    forgotPassword: 'Mot de passe oublié ?',
    backToSignIn: 'Retour à la connexion',
    noAccount: 'Vous n’avez pas de compte ?',
    signUp: 'Créer un compte',
    sessionEnded:
      'Vous avez été déconnecté : votre session a pris fin (déconnexion depuis un autre appareil, expiration ou compte suspendu). Reconnectez-vous pour continuer.',
  },
  signUp: {
    heading: 'Créer un compte',
    verifyHeading: 'Vérifiez votre adresse e-mail',
    alternatives: 'ou inscrivez-vous avec votre e-mail',
    verify:
      'Nous avons envoyé un lien à {email}. Ouvrez-le pour vérifier votre adresse e-mail et terminer votre inscription.',
    haveAccount: 'Vous avez déjà un compte ?',
    signIn: 'Se connecter',
  },
  userProfile: {
    title: 'Compte',
    nav: 'Sections du compte',
    profile: 'Profil',
    profileDescription: 'Ce que les autres voient de vous.',
    email: 'E-mail',
    emailDescription:
      'L’adresse où nous envoyons les liens. Changer une adresse vérifiée demande son approbation.',
    verified: 'Vérifiée',
    unverified: 'Non vérifiée',
    password: 'Mot de passe',
    noPassword:
      'Vous vous connectez avec un fournisseur : il n’y a donc pas de mot de passe à changer.',
    setPasswordHint: 'Pour en ajouter un, nous vous envoyons par e-mail un lien pour le définir.',
    setPasswordForm: 'Définir un mot de passe',
    setPasswordSubmit: 'M’envoyer un lien',
    twoFactor: 'Authentification à deux facteurs',
    twoFactorDescription:
      'Demander un code d’une application d’authentification après votre mot de passe.',
    passkeys: 'Clés d’accès',
    passkeysDescription:
      'Connectez-vous avec le verrouillage d’écran de votre appareil ou une clé de sécurité plutôt qu’un mot de passe.',
    apiKeys: 'Clés d’API',
    apiKeysDescription:
      'Des clés qui permettent à des scripts et à d’autres applications d’agir en votre nom. Gardez-les secrètes.',
    sessions: 'Sessions',
    sessionsDescription: 'Là où vous êtes connecté. Révoquez tout ce que vous ne reconnaissez pas.',
    linkedAccounts: 'Comptes associés',
    linkedAccountsDescription: 'Les moyens par lesquels vous pouvez vous connecter.',
    activity: 'Activité de sécurité',
    activityDescription:
      'Connexions, tentatives échouées et modifications de votre compte, les plus récentes en premier.',
    danger: 'Zone de danger',
    dangerDescription: 'Supprimer votre compte et tout son contenu.',
  },
  organizationProfile: {
    nav: 'Sections de l’organisation',
    subtitle: 'Organisation · {slug}',
    general: 'Général',
    generalDescription: 'Le nom, l’identifiant et le logo de l’organisation.',
    members: 'Membres',
    membersDescription: 'Qui en fait partie, et avec quel rôle.',
    invitations: 'Invitations',
    invitationsDescription:
      'Invitez des personnes par e-mail ; elles acceptent depuis le lien que nous leur envoyons.',
    teams: 'Équipes',
    teamsDescription: 'Regroupez des membres au sein de l’organisation.',
    danger: 'Zone de danger',
    dangerDescription: 'Quitter l’organisation, ou la supprimer.',
    leave: 'Quitter l’organisation',
    confirmLeave:
      'Quitter {name} ? Vous perdez l’accès jusqu’à ce que quelqu’un vous invite de nouveau.',
    confirmLeaveButton: 'Quitter',
    cancel: 'Annuler',
    deleteOrganization: 'Supprimer l’organisation',
    confirmDelete:
      'Supprimer {name} ? Ses membres, invitations et équipes seront supprimés avec elle. Cette action est irréversible.',
    typeToConfirm: 'Saisissez « {slug} » pour confirmer',
    confirmDeleteButton: 'Supprimer l’organisation',
  },
  userButton: {
    manageAccount: 'Gérer le compte',
    organization: 'Organisation',
    personal: 'Compte personnel',
    stopImpersonating: 'Arrêter l’emprunt d’identité',
    signOut: 'Se déconnecter',
    guest: 'Invité',
    guestNotice: 'Vous naviguez en tant qu’invité : créez un compte pour conserver vos données.',
    createAccount: 'Créer un compte',
    accounts: 'Comptes',
    addAccount: 'Ajouter un compte',
    signOutAll: 'Se déconnecter de tous les comptes',
  },
} satisfies Pick<
  Localization,
  'signIn' | 'signUp' | 'userProfile' | 'organizationProfile' | 'userButton'
>;
