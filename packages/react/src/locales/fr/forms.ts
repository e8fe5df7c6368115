/** The kit in French: the account forms and buttons. Composed into `fr` by `../fr.ts`. */
import type { Localization } from '../../localization/types.js';

/** The French sections `signInForm`, `signUpForm`, `forgotPasswordForm`, `resetPasswordForm`, `changePasswordForm`, `changeEmailForm`, `updateProfileForm`, `namePrompt`, `deleteAccountButton`, `resendVerificationButton`, `signOutButton`. */
export const forms = {
  signInForm: {
    form: 'Connexion',
    email: 'E-mail',
    username: 'Nom d’utilisateur',
    emailOrUsername: 'E-mail ou nom d’utilisateur',
    password: 'Mot de passe',
    rememberMe: 'Se souvenir de moi',
    submit: 'Se connecter',
  },
  signUpForm: {
    form: 'Inscription',
    name: 'Nom',
    nameHint: '{max} caractères au plus.',
    username: 'Nom d’utilisateur',
    usernameHint: 'Facultatif. Lettres, chiffres, _ et .',
    email: 'E-mail',
    password: 'Mot de passe',
    passwordHint: 'Au moins {min} caractères.',
    passwordTooShort: 'Mot de passe trop court : utilisez au moins {min} caractères.',
    passwordTooLong: 'Mot de passe trop long : utilisez au plus {max} caractères.',
    submit: 'Créer un compte',
  },
  forgotPasswordForm: {
    form: 'Mot de passe oublié',
    email: 'E-mail',
    submit: 'Envoyer le lien de réinitialisation',
    success:
      'Si un compte existe pour cette adresse, nous avons envoyé un lien pour réinitialiser le mot de passe.',
  },
  resetPasswordForm: {
    form: 'Réinitialiser le mot de passe',
    newPassword: 'Nouveau mot de passe',
    newPasswordHint: 'Au moins {min} caractères.',
    confirmPassword: 'Confirmez le nouveau mot de passe',
    submit: 'Réinitialiser le mot de passe',
    mismatch: 'Les mots de passe ne correspondent pas',
    passwordTooShort: 'Mot de passe trop court : utilisez au moins {min} caractères.',
    passwordTooLong: 'Mot de passe trop long : utilisez au plus {max} caractères.',
    invalidLink: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    success: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter avec.',
    signIn: 'Se connecter',
  },
  changePasswordForm: {
    form: 'Changer de mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    newPasswordHint: 'Au moins {min} caractères.',
    passwordTooShort: 'Mot de passe trop court : utilisez au moins {min} caractères.',
    passwordTooLong: 'Mot de passe trop long : utilisez au plus {max} caractères.',
    revokeOtherSessions: 'Déconnecter les autres appareils',
    submit: 'Changer de mot de passe',
    success: 'Votre mot de passe a été modifié.',
  },
  changeEmailForm: {
    form: 'Changer d’adresse e-mail',
    newEmail: 'Nouvelle adresse e-mail',
    submit: 'Changer d’adresse e-mail',
    confirmationSent:
      'Consultez votre adresse e-mail actuelle : un lien vous permet d’approuver le changement.',
    changed: 'Votre adresse e-mail a été modifiée.',
  },
  updateProfileForm: {
    form: 'Profil',
    name: 'Nom',
    nameHint: '{max} caractères au plus.',
    nameRequired: 'Saisissez votre nom.',
    image: 'URL de l’image',
    username: 'Nom d’utilisateur',
    submit: 'Enregistrer les modifications',
    success: 'Votre profil a été mis à jour.',
  },
  namePrompt: {
    heading: 'Comment devons-nous vous appeler ?',
    hint: 'Votre nom apparaît sur votre compte et auprès des membres de vos organisations.',
    name: 'Nom',
    submit: 'Enregistrer',
    skip: 'Plus tard',
    nameRequired: 'Saisissez un nom, ou choisissez « Plus tard ».',
  },
  deleteAccountButton: {
    button: 'Supprimer le compte',
    form: 'Supprimer le compte',
    warning:
      'Votre compte et tout son contenu seront définitivement supprimés. Cette action est irréversible.',
    password: 'Mot de passe',
    passwordHint:
      'Sans lui, confirmez par le lien que nous vous envoyons par e-mail ou par une connexion récente.',
    confirm: 'Supprimer mon compte',
    cancel: 'Annuler',
    deleted: 'Votre compte a été supprimé.',
    emailSent:
      'Consultez vos e-mails : un lien vous permet de confirmer la suppression de votre compte.',
  },
  resendVerificationButton: {
    button: 'Renvoyer l’e-mail de vérification',
    sent: 'Envoyé. Le lien vous attend dans votre boîte de réception.',
  },
  signOutButton: { signOut: 'Se déconnecter' },
} satisfies Pick<
  Localization,
  | 'signInForm'
  | 'signUpForm'
  | 'forgotPasswordForm'
  | 'resetPasswordForm'
  | 'changePasswordForm'
  | 'changeEmailForm'
  | 'updateProfileForm'
  | 'namePrompt'
  | 'deleteAccountButton'
  | 'resendVerificationButton'
  | 'signOutButton'
>;
