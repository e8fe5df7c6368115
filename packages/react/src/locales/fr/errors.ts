/** The kit in French: the messages of every error code, of a validation error's fields and of the social callback codes. Composed into `fr` by `../fr.ts`. */
import type { Localization } from '../../localization/types.js';

/** The French sections `errors`, `fieldErrors`, `socialErrors`. */
export const errors = {
  errors: {
    NOT_FOUND: 'Cette page ou cet élément n’existe pas',
    INTERNAL_SERVER_ERROR: 'Une erreur est survenue sur le serveur. Veuillez réessayer.',
    PAYLOAD_TOO_LARGE: 'Requête trop volumineuse',
    UNSUPPORTED_MEDIA_TYPE: 'Type de contenu non pris en charge',
    USER_NOT_FOUND: 'Utilisateur introuvable',
    FAILED_TO_CREATE_USER: 'Impossible de créer l’utilisateur',
    FAILED_TO_CREATE_SESSION: 'Impossible de créer la session',
    FAILED_TO_UPDATE_USER: 'Impossible de mettre à jour l’utilisateur',
    FAILED_TO_GET_SESSION: 'Impossible de récupérer la session',
    INVALID_PASSWORD: 'Mot de passe incorrect',
    INVALID_EMAIL: 'Adresse e-mail invalide',
    INVALID_EMAIL_OR_PASSWORD: 'E-mail ou mot de passe incorrect',
    PASSWORD_TOO_SHORT: 'Mot de passe trop court',
    PASSWORD_TOO_LONG: 'Mot de passe trop long',
    USER_ALREADY_EXISTS: 'Un compte existe déjà avec cette adresse',
    EMAIL_NOT_VERIFIED: 'Adresse e-mail non vérifiée',
    EMAIL_CAN_NOT_BE_UPDATED: 'L’adresse e-mail ne peut pas être modifiée',
    CREDENTIAL_ACCOUNT_NOT_FOUND: 'Aucun compte avec mot de passe',
    SESSION_EXPIRED_REAUTHENTICATE_TO_PERFORM_THIS_ACTION:
      'Session expirée. Reconnectez-vous pour effectuer cette action.',
    SESSION_IS_NOT_FRESH: 'Session trop ancienne : reconnectez-vous pour effectuer cette action',
    EMAIL_AND_PASSWORD_IS_NOT_ENABLED: 'La connexion par e-mail et mot de passe n’est pas activée',
    EMAIL_AND_PASSWORD_SIGN_UP_IS_NOT_ENABLED:
      'L’inscription par e-mail et mot de passe n’est pas activée',
    UNAUTHORIZED: 'Connectez-vous pour continuer',
    INVALID_ORIGIN: 'Origine non autorisée',
    INVALID_CALLBACKURL: 'Adresse de retour non autorisée',
    HEADERS_IS_REQUIRED: 'En-têtes requis',
    REQUEST_IS_REQUIRED: 'Requête requise',
    UNABLE_TO_CREATE_VERIFICATION: 'Impossible de créer la vérification',
    VERIFICATION_EMAIL_ISNT_ENABLED: 'L’e-mail de vérification n’est pas activé',
    RESET_PASSWORD_ISNT_ENABLED: 'La réinitialisation du mot de passe n’est pas activée',
    INVALID_TOKEN: 'Lien invalide ou expiré',
    TOKEN_EXPIRED: 'Lien expiré',
    EMAIL_IS_THE_SAME: 'C’est déjà votre adresse e-mail',
    COULDNT_UPDATE_YOUR_EMAIL: 'Impossible de modifier votre adresse e-mail',
    CHANGE_EMAIL_IS_DISABLED: 'Le changement d’adresse e-mail est désactivé',
    NO_PASSWORD_CREDENTIAL_FOUND: 'Aucun mot de passe n’est défini pour ce compte',
    USER_ALREADY_HAS_A_PASSWORD: 'Ce compte a déjà un mot de passe',
    CALLBACKURL_IS_REQUIRED: 'Adresse de retour requise',
    SOCIAL_ACCOUNT_ALREADY_LINKED: 'Ce compte est déjà associé',
    PROVIDER_NOT_FOUND: 'Fournisseur introuvable',
    ID_TOKEN_NOT_SUPPORTED: 'Jeton d’identité non pris en charge',
    FAILED_TO_GET_USER_INFO: 'Impossible de récupérer le profil',
    USER_EMAIL_NOT_FOUND: 'Adresse e-mail de l’utilisateur introuvable',
    YOU_CANT_UNLINK_YOUR_LAST_ACCOUNT: 'Vous ne pouvez pas dissocier votre dernier compte',
    ACCOUNT_NOT_FOUND: 'Compte introuvable',
    KEYS_NOT_FOUND: 'Clés introuvables',
    ACCOUNT_NOT_LINKED: 'Compte non associé',
    UNABLE_TO_LINK_ACCOUNT: 'Impossible d’associer le compte',
    SIGNUP_DISABLED: 'Inscriptions désactivées',
    TOKEN_REFRESH_NOT_SUPPORTED: 'Renouvellement du jeton non pris en charge',
    REFRESH_TOKEN_NOT_FOUND: 'Jeton de renouvellement introuvable',
    FAILED_TO_REFRESH_ACCESS_TOKEN: 'Impossible de renouveler le jeton d’accès',
    FAILED_TO_GET_A_VALID_ACCESS_TOKEN: 'Impossible d’obtenir un jeton d’accès valide',
    AUDIT_LOG_IS_NOT_ENABLED: 'Le journal d’audit n’est pas activé',
    SERVICE_UNAVAILABLE: 'Service indisponible',
    FAILED_TO_SEND_EMAIL: 'Impossible d’envoyer l’e-mail',
    YOU_CANNOT_BAN_YOURSELF: 'Vous ne pouvez pas vous bannir vous-même',
    YOU_ARE_NOT_ALLOWED_TO_CHANGE_USERS_ROLE:
      'Vous n’êtes pas autorisé à changer le rôle des utilisateurs',
    YOU_ARE_NOT_ALLOWED_TO_CREATE_USERS: 'Vous n’êtes pas autorisé à créer des utilisateurs',
    YOU_ARE_NOT_ALLOWED_TO_LIST_USERS: 'Vous n’êtes pas autorisé à lister les utilisateurs',
    YOU_ARE_NOT_ALLOWED_TO_LIST_USERS_SESSIONS:
      'Vous n’êtes pas autorisé à lister les sessions des utilisateurs',
    YOU_ARE_NOT_ALLOWED_TO_BAN_USERS: 'Vous n’êtes pas autorisé à bannir des utilisateurs',
    YOU_ARE_NOT_ALLOWED_TO_IMPERSONATE_USERS:
      'Vous n’êtes pas autorisé à vous connecter en tant qu’un autre utilisateur',
    YOU_ARE_NOT_ALLOWED_TO_REVOKE_USERS_SESSIONS:
      'Vous n’êtes pas autorisé à révoquer les sessions des utilisateurs',
    YOU_ARE_NOT_ALLOWED_TO_DELETE_USERS: 'Vous n’êtes pas autorisé à supprimer des utilisateurs',
    YOU_ARE_NOT_ALLOWED_TO_SET_USERS_PASSWORD:
      'Vous n’êtes pas autorisé à définir le mot de passe des utilisateurs',
    BANNED_USER: 'Vous avez été banni de cette application',
    YOU_ARE_NOT_ALLOWED_TO_GET_USER: 'Vous n’êtes pas autorisé à consulter cet utilisateur',
    YOU_ARE_NOT_ALLOWED_TO_UPDATE_USERS: 'Vous n’êtes pas autorisé à modifier des utilisateurs',
    NO_DATA_TO_UPDATE: 'Aucune donnée à mettre à jour',
    PASSWORD_CANNOT_BE_UPDATED_VIA_UPDATE_USER:
      'Le mot de passe ne peut pas être modifié ainsi : utilisez la définition du mot de passe',
    USER_ID_CANNOT_BE_UPDATED: 'L’ID de l’utilisateur ne peut pas être modifié',
    INVALID_ROLE_TYPE: 'Type de rôle invalide',
    YOU_ARE_NOT_ALLOWED_TO_SET_NON_EXISTENT_VALUE:
      'Vous ne pouvez pas attribuer un rôle qui n’existe pas',
    YOU_ARE_NOT_ALLOWED_TO_SET_USERS_EMAIL:
      'Vous n’êtes pas autorisé à modifier l’adresse e-mail des utilisateurs',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL:
      'Un compte existe déjà avec cette adresse. Utilisez-en une autre.',
    YOU_ARE_NOT_ALLOWED_TO_LIST_AUDIT_EVENTS:
      'Vous n’êtes pas autorisé à consulter le journal d’audit',
    OTP_EXPIRED: 'Code expiré',
    INVALID_OTP: 'Code incorrect',
    TOO_MANY_ATTEMPTS: 'Trop de tentatives',
    INVALID_PHONE_NUMBER: 'Numéro de téléphone invalide',
    PHONE_NUMBER_EXIST: 'Ce numéro de téléphone est déjà utilisé par un autre compte',
    PHONE_NUMBER_ALREADY_EXIST: 'Ce numéro de téléphone est déjà utilisé par un autre compte',
    INVALID_PHONE_NUMBER_OR_PASSWORD: 'Numéro de téléphone ou mot de passe incorrect',
    UNEXPECTED_ERROR: 'Erreur inattendue',
    OTP_NOT_FOUND: 'Aucun code n’attend pour ce numéro. Demandez-en un nouveau.',
    PHONE_NUMBER_NOT_VERIFIED: 'Numéro de téléphone non vérifié',
    SENDOTP_NOT_IMPLEMENTED: 'L’envoi de codes par SMS n’est pas configuré',
    SEND_EMAIL_VERIFICATION_IS_NOT_IMPLEMENTED:
      'L’envoi de l’e-mail de vérification n’est pas configuré',
    OTP_IS_HASHED: 'Le code est stocké sous forme hachée et ne peut pas être affiché',
    YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_ORGANIZATION:
      'Vous n’êtes pas autorisé à créer une organisation',
    YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_ORGANIZATIONS:
      'Vous avez atteint le nombre maximal d’organisations',
    ORGANIZATION_ALREADY_EXISTS: 'Cette organisation existe déjà',
    SLUG_IS_TAKEN: 'Cet identifiant est déjà pris',
    ORGANIZATION_NOT_FOUND: 'Organisation introuvable',
    USER_IS_NOT_A_MEMBER_OF_THE_ORGANIZATION: 'L’utilisateur n’est pas membre de l’organisation',
    YOU_ARE_NOT_A_MEMBER_OF_THIS_ORGANIZATION: 'Vous n’êtes pas membre de cette organisation',
    ORGANIZATION_ID_IS_REQUIRED: 'L’ID de l’organisation est requis',
    YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_ORGANIZATION:
      'Vous n’êtes pas autorisé à modifier cette organisation',
    YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_ORGANIZATION:
      'Vous n’êtes pas autorisé à supprimer cette organisation',
    NO_ACTIVE_ORGANIZATION: 'Aucune organisation active',
    USER_IS_ALREADY_A_MEMBER_OF_THIS_ORGANIZATION:
      'Cet utilisateur est déjà membre de l’organisation',
    USER_IS_ALREADY_INVITED_TO_THIS_ORGANIZATION:
      'Cet utilisateur est déjà invité dans l’organisation',
    MEMBER_NOT_FOUND: 'Membre introuvable',
    ROLE_NOT_FOUND: 'Rôle introuvable',
    YOU_CANNOT_LEAVE_THE_ORGANIZATION_AS_THE_ONLY_OWNER:
      'Vous ne pouvez pas quitter l’organisation : vous en êtes le seul propriétaire',
    YOU_CANNOT_LEAVE_THE_ORGANIZATION_WITHOUT_AN_OWNER:
      'L’organisation ne peut pas rester sans propriétaire',
    YOU_ARE_NOT_ALLOWED_TO_DELETE_THIS_MEMBER: 'Vous n’êtes pas autorisé à retirer ce membre',
    YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_MEMBER: 'Vous n’êtes pas autorisé à modifier ce membre',
    YOU_ARE_NOT_ALLOWED_TO_INVITE_USERS_TO_THIS_ORGANIZATION:
      'Vous n’êtes pas autorisé à inviter des utilisateurs dans cette organisation',
    YOU_ARE_NOT_ALLOWED_TO_INVITE_USER_WITH_THIS_ROLE:
      'Vous n’êtes pas autorisé à inviter avec ce rôle',
    INVITATION_NOT_FOUND: 'Invitation introuvable',
    INVITATION_LIMIT_REACHED: 'Limite d’invitations atteinte',
    FAILED_TO_RETRIEVE_INVITATION: 'Impossible de récupérer l’invitation',
    YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION: 'Cette invitation ne vous est pas destinée',
    EMAIL_VERIFICATION_REQUIRED_BEFORE_ACCEPTING_OR_REJECTING_INVITATION:
      'Vérifiez votre adresse e-mail avant d’accepter ou de refuser l’invitation',
    EMAIL_VERIFICATION_REQUIRED_FOR_INVITATION: 'Adresse e-mail vérifiée requise pour l’invitation',
    YOU_ARE_NOT_ALLOWED_TO_CANCEL_THIS_INVITATION:
      'Vous n’êtes pas autorisé à annuler cette invitation',
    INVITER_IS_NO_LONGER_A_MEMBER_OF_THE_ORGANIZATION:
      'La personne qui vous a invité n’est plus membre de l’organisation',
    ORGANIZATION_MEMBERSHIP_LIMIT_REACHED: 'Nombre maximal de membres atteint',
    NOT_AUTHENTICATED: 'Non connecté',
    TEAM_NOT_FOUND: 'Équipe introuvable',
    TEAM_ALREADY_EXISTS: 'Cette équipe existe déjà',
    YOU_ARE_NOT_ALLOWED_TO_CREATE_A_NEW_TEAM: 'Vous n’êtes pas autorisé à créer une équipe',
    YOU_ARE_NOT_ALLOWED_TO_CREATE_TEAMS_IN_THIS_ORGANIZATION:
      'Vous n’êtes pas autorisé à créer des équipes dans cette organisation',
    YOU_ARE_NOT_ALLOWED_TO_UPDATE_THIS_TEAM: 'Vous n’êtes pas autorisé à modifier cette équipe',
    YOU_ARE_NOT_ALLOWED_TO_DELETE_TEAMS_IN_THIS_ORGANIZATION:
      'Vous n’êtes pas autorisé à supprimer des équipes dans cette organisation',
    YOU_HAVE_REACHED_THE_MAXIMUM_NUMBER_OF_TEAMS: 'Vous avez atteint le nombre maximal d’équipes',
    UNABLE_TO_REMOVE_LAST_TEAM: 'Impossible de supprimer la dernière équipe',
    USER_IS_NOT_A_MEMBER_OF_THE_TEAM: 'L’utilisateur n’est pas membre de l’équipe',
    YOU_ARE_NOT_ALLOWED_TO_LIST_THE_AUDIT_EVENTS_OF_THIS_ORGANIZATION:
      'Vous n’êtes pas autorisé à consulter le journal d’audit de cette organisation',
    CHALLENGE_NOT_FOUND: 'Défi introuvable : recommencez',
    YOU_ARE_NOT_ALLOWED_TO_REGISTER_THIS_PASSKEY:
      'Vous n’êtes pas autorisé à enregistrer cette clé d’accès',
    FAILED_TO_VERIFY_REGISTRATION: 'Impossible de vérifier l’enregistrement',
    PASSKEY_NOT_FOUND: 'Clé d’accès introuvable',
    AUTHENTICATION_FAILED: 'Échec de l’authentification',
    UNABLE_TO_CREATE_SESSION: 'Impossible de créer la session',
    FAILED_TO_UPDATE_PASSKEY: 'Impossible de mettre à jour la clé d’accès',
    AUTH_CANCELLED: 'Authentification annulée',
    REGISTRATION_CANCELLED: 'Enregistrement annulé',
    PREVIOUSLY_REGISTERED: 'Cette clé d’accès est déjà enregistrée',
    OTP_NOT_ENABLED: 'Les codes par e-mail ne sont pas activés',
    OTP_HAS_EXPIRED: 'Le code a expiré',
    TOTP_NOT_ENABLED: 'L’application d’authentification n’est pas activée',
    TWO_FACTOR_ISNT_ENABLED: 'L’authentification à deux facteurs n’est pas activée',
    BACKUP_CODES_ARENT_ENABLED: 'Les codes de secours ne sont pas activés',
    INVALID_BACKUP_CODE: 'Code de secours incorrect',
    INVALID_CODE: 'Code incorrect',
    TOO_MANY_ATTEMPTS_PLEASE_REQUEST_A_NEW_CODE: 'Trop de tentatives. Demandez un nouveau code.',
    INVALID_TWO_FACTOR_COOKIE: 'Cette connexion a expiré. Reconnectez-vous.',
    USERNAME_IS_TOO_SHORT: 'Nom d’utilisateur trop court',
    USERNAME_IS_TOO_LONG: 'Nom d’utilisateur trop long',
    USERNAME_IS_INVALID: 'Nom d’utilisateur invalide',
    USERNAME_IS_ALREADY_TAKEN_PLEASE_TRY_ANOTHER:
      'Ce nom d’utilisateur est déjà pris. Essayez-en un autre.',
    INVALID_USERNAME_OR_PASSWORD: 'Nom d’utilisateur ou mot de passe incorrect',
    ANONYMOUS_USERS_CANNOT_SIGN_IN_AGAIN_ANONYMOUSLY: 'Vous êtes déjà connecté en tant qu’invité',
    INVALID_OAUTH_CONFIGURATION: 'La configuration OAuth de ce fournisseur est invalide',
    INVALID_ID_TOKEN: 'La connexion n’a pas pu être vérifiée. Veuillez réessayer.',
    GOOGLE_SUB_DOESNT_MATCH: 'Ce compte Google ne correspond pas à celui déjà associé',
    COULD_NOT_CREATE_USER: 'Impossible de créer l’utilisateur',
    COULD_NOT_CREATE_SESSION: 'Impossible de créer la session',
    VALIDATION_ERROR: 'Certains champs ne sont pas valides. Vérifiez-les et réessayez.',
    TOO_MANY_REQUESTS: 'Trop de requêtes. Veuillez réessayer plus tard.',
    INVALID_REDIRECTURL: 'Adresse de redirection non autorisée',
    FORBIDDEN: 'Vous n’êtes pas autorisé à faire cela',
    SESSION_NOT_FOUND: 'Cette session n’existe plus',
    INVALID_SESSION_TOKEN: 'Ce compte n’est plus connecté sur cet appareil',
    CLIENT_REQUESTS_ARE_DISABLED: 'Cette action n’est possible que depuis le serveur',
    PASSWORD_TOO_COMMON: 'Ce mot de passe est trop courant. Choisissez-en un autre.',
    PASSWORD_HAS_APPEARED_IN_A_DATA_BREACH:
      'Ce mot de passe figure dans une fuite de données. Choisissez-en un autre.',
    PASSWORD_BREACH_CHECK_IS_UNAVAILABLE:
      'Le mot de passe ne peut pas être vérifié pour le moment. Veuillez réessayer plus tard.',
    PASSWORD_COMPROMISED:
      'Ce mot de passe figure dans une fuite de données. Choisissez-en un autre.',
    FAILED_TO_CHECK_PASSWORD_PLEASE_TRY_AGAIN_LATER:
      'Le mot de passe ne peut pas être vérifié pour le moment. Veuillez réessayer plus tard.',
    MISSING_CAPTCHA_RESPONSE: 'Veuillez d’abord répondre au défi anti-robot.',
    CAPTCHA_VERIFICATION_FAILED: 'Le défi anti-robot n’a pas pu être validé. Veuillez réessayer.',
    CAPTCHA_SERVICE_UNAVAILABLE:
      'Le défi anti-robot ne peut pas être vérifié pour le moment. Veuillez réessayer plus tard.',
    YOU_ARE_NOT_IMPERSONATING_ANYONE: 'Vous n’êtes pas connecté en tant qu’un autre utilisateur',
    FAILED_TO_FIND_ADMIN_SESSION:
      'Votre session d’administrateur est introuvable. Reconnectez-vous.',
    FAILED_TO_FIND_USER: 'L’utilisateur est introuvable',
    ORIGIN_MISSING:
      'Le navigateur n’a pas indiqué quel site faisait la demande. Veuillez réessayer.',
    NETWORK_ERROR: 'Erreur réseau : vérifiez votre connexion',
    INVALID_RESPONSE: 'Réponse illisible du serveur',
    METADATA_MUST_BE_AN_OBJECT_OR_UNDEFINED: 'Les métadonnées de la clé doivent être un objet',
    REFILLAMOUNT_IS_REQUIRED_WHEN_REFILLINTERVAL_IS_PROVIDED:
      'Un intervalle de recharge demande une quantité de recharge',
    REFILLINTERVAL_IS_REQUIRED_WHEN_REFILLAMOUNT_IS_PROVIDED:
      'Une quantité de recharge demande un intervalle de recharge',
    USER_IS_BANNED: 'Ce compte est suspendu',
    UNAUTHORIZED_OR_INVALID_SESSION: 'Session absente ou invalide : reconnectez-vous',
    API_KEY_NOT_FOUND: 'Clé d’API introuvable',
    API_KEY_IS_DISABLED: 'Cette clé d’API est désactivée',
    API_KEY_HAS_EXPIRED: 'Cette clé d’API a expiré',
    API_KEY_HAS_REACHED_ITS_USAGE_LIMIT: 'Cette clé d’API a atteint sa limite d’utilisation',
    API_KEY_IS_NOT_RECOVERABLE: 'Cette clé d’API ne peut pas être récupérée',
    THE_EXPIRESIN_IS_SMALLER_THAN_THE_PREDEFINED_MINIMUM_VALUE:
      'Cette durée de validité est plus courte que permis',
    THE_EXPIRESIN_IS_LARGER_THAN_THE_PREDEFINED_MAXIMUM_VALUE:
      'Cette durée de validité est plus longue que permis',
    THE_REMAINING_COUNT_IS_EITHER_TOO_LARGE_OR_TOO_SMALL:
      'Le nombre d’utilisations restantes est trop grand ou trop petit',
    THE_PREFIX_LENGTH_IS_EITHER_TOO_LARGE_OR_TOO_SMALL: 'Le préfixe est trop long ou trop court',
    THE_NAME_LENGTH_IS_EITHER_TOO_LARGE_OR_TOO_SMALL: 'Le nom est trop long ou trop court',
    METADATA_IS_DISABLED: 'Les métadonnées ne sont pas activées',
    RATE_LIMIT_EXCEEDED: 'Trop de requêtes avec cette clé : réessayez plus tard',
    NO_VALUES_TO_UPDATE: 'Aucune valeur à modifier',
    CUSTOM_KEY_EXPIRATION_VALUES_ARE_DISABLED:
      'Le choix de la durée de validité des clés n’est pas permis',
    INVALID_API_KEY: 'Clé d’API invalide',
    THE_USER_ID_FROM_THE_API_KEY_IS_INVALID: 'Cette clé d’API n’appartient à aucun utilisateur',
    API_KEY_GETTER_RETURNED_AN_INVALID_KEY_TYPE_EXPECTED_STRING:
      'La clé d’API n’a pas pu être lue dans la requête',
    THE_PROPERTY_YOURE_TRYING_TO_SET_CAN_ONLY_BE_SET_FROM_THE_SERVER_AUTH_INSTANCE_ONLY:
      'Seul le serveur peut définir cette propriété',
    UNKNOWN_ERROR: 'Erreur inconnue',
  },
  fieldErrors: {
    tooLong: 'Trop long : {max} caractères au plus.',
    tooShort: 'Trop court : {min} caractères au moins.',
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Adresse e-mail invalide',
    invalid: 'Cette valeur n’est pas valide.',
  },
  socialErrors: {
    access_denied: 'La connexion a été annulée chez le fournisseur.',
    invalid_callback_request:
      'Le fournisseur a renvoyé une réponse incomplète. Veuillez réessayer.',
    state_not_found: 'Le fournisseur a renvoyé une réponse incomplète. Veuillez réessayer.',
    please_restart_the_process:
      'La connexion a pris trop de temps, était déjà terminée ou a commencé dans un autre navigateur. Veuillez recommencer.',
    no_code: 'Le fournisseur n’a pas terminé la connexion. Veuillez réessayer.',
    oauth_provider_not_found: 'Ce fournisseur de connexion n’est pas disponible.',
    invalid_code: 'Le fournisseur n’a pas accepté la connexion. Veuillez réessayer.',
    unable_to_get_user_info: 'Le fournisseur n’a pas partagé votre profil.',
    email_not_found:
      'Le fournisseur n’a pas partagé d’adresse e-mail, et il en faut une pour se connecter.',
    no_callback_url: 'La connexion n’a pas indiqué où continuer. Veuillez recommencer.',
    account_already_linked_to_different_user: 'Ce compte est déjà associé à un autre utilisateur.',
    unable_to_link_account:
      'Ce compte n’a pas pu être associé. Son adresse e-mail diffère peut-être de celle de votre compte.',
    account_not_linked:
      'Un compte existe déjà avec cette adresse e-mail. Connectez-vous comme la dernière fois, puis associez ce fournisseur depuis la page de votre compte.',
    signup_disabled: 'Ce fournisseur ne permet pas de créer de nouveaux comptes.',
    unable_to_create_user: 'Votre compte n’a pas pu être créé. Veuillez réessayer.',
    unable_to_create_session: 'La connexion a échoué. Veuillez réessayer.',
    unknown: 'La connexion avec le fournisseur n’a pas abouti.',
  },
} satisfies Pick<Localization, 'errors' | 'fieldErrors' | 'socialErrors'>;
