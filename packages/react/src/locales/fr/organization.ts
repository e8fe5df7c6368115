/** The kit in French: the organization components. Composed into `fr` by `../fr.ts`. */
import type { Localization } from '../../localization/types.js';

/** The French sections `roles`, `organizationSwitcher`, `organizationList`, `createOrganizationForm`, `organizationSettings`, `membersTable`, `inviteMemberForm`, `invitationsList`, `acceptInvitation`, `teamsPanel`. */
export const organization = {
  roles: {
    owner: 'Propriétaire',
    admin: 'Administrateur',
    member: 'Membre',
    user: 'Utilisateur',
  },
  organizationSwitcher: {
    label: 'Organisation',
    personal: 'Compte personnel',
  },
  organizationList: {
    list: 'Vos organisations',
    empty: 'Vous n’êtes membre d’aucune organisation pour l’instant.',
    active: 'Active',
    open: 'Ouvrir',
    openName: 'Ouvrir {organization}',
    loading: 'Chargement des organisations…',
  },
  createOrganizationForm: {
    form: 'Créer une organisation',
    name: 'Nom de l’organisation',
    slug: 'Identifiant',
    slugHint: 'Utilisé dans les liens : lettres minuscules, chiffres et tirets.',
    submit: 'Créer l’organisation',
  },
  organizationSettings: {
    name: 'Nom de l’organisation',
    slug: 'Identifiant',
    logo: 'URL du logo',
    save: 'Enregistrer les modifications',
    saved: 'Organisation mise à jour.',
    delete: 'Supprimer l’organisation',
    confirmDelete:
      'Supprimer {name} ? Ses membres, invitations et équipes seront supprimés avec elle. Cette action est irréversible.',
    confirm: 'Supprimer',
    cancel: 'Annuler',
    none: 'Aucune organisation n’est active.',
    form: 'Paramètres de l’organisation',
  },
  membersTable: {
    table: 'Membres',
    name: 'Nom',
    email: 'E-mail',
    role: 'Rôle',
    actions: 'Actions',
    roleOf: 'Rôle de {name}',
    remove: 'Retirer',
    you: 'Vous',
    previous: 'Précédent',
    next: 'Suivant',
    range: '{from}–{to} sur {total}',
    loading: 'Chargement des membres…',
    pages: 'Pages des membres',
    search: 'Rechercher des membres',
    noMatches: 'Aucun membre ne correspond à « {query} ».',
    matches: 'Membres trouvés : {count}',
    roleUpdated: 'Rôle modifié : {name} est désormais {role}.',
  },
  inviteMemberForm: {
    email: 'E-mail',
    role: 'Rôle',
    submit: 'Envoyer l’invitation',
    sent: 'Invitation envoyée à {email}.',
    form: 'Inviter un membre',
  },
  invitationsList: {
    list: 'Invitations en attente',
    empty: 'Aucune invitation en attente.',
    expires: 'Expire le',
    cancel: 'Annuler l’invitation',
    loading: 'Chargement des invitations…',
  },
  acceptInvitation: {
    heading: 'Rejoindre {organization}',
    invitedBy: '{inviter} vous invite à rejoindre {organization} avec le rôle {role}.',
    accept: 'Accepter l’invitation',
    reject: 'Refuser',
    accepted: 'Vous avez rejoint {organization}.',
    rejected: 'Invitation refusée.',
    loading: 'Chargement de l’invitation…',
    verifyEmail: 'Vérifiez votre adresse e-mail pour accepter cette invitation.',
    resendVerification: 'Renvoyer l’e-mail de vérification',
    verificationSent:
      'Nous avons envoyé un nouveau lien de vérification à {email}. Suivez-le, puis acceptez l’invitation.',
    title: 'Invitation',
    sentTo: 'Envoyée à {email}.',
    otherRecipient: 'Cette invitation a été envoyée à une autre adresse.',
    signedInAs: 'Vous êtes connecté en tant que {email}.',
    switchAccount: 'Se déconnecter et changer de compte',
  },
  teamsPanel: {
    list: 'Équipes',
    empty: 'Aucune équipe pour l’instant.',
    name: 'Nom de l’équipe',
    create: 'Créer l’équipe',
    remove: 'Supprimer l’équipe',
    loading: 'Chargement des équipes…',
    addMember: 'Ajouter à l’équipe',
    memberToAdd: 'Membre à ajouter à {team}',
    memberAdded: '{name} fait maintenant partie de {team}.',
  },
} satisfies Pick<
  Localization,
  | 'roles'
  | 'organizationSwitcher'
  | 'organizationList'
  | 'createOrganizationForm'
  | 'organizationSettings'
  | 'membersTable'
  | 'inviteMemberForm'
  | 'invitationsList'
  | 'acceptInvitation'
  | 'teamsPanel'
>;
