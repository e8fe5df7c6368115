import { apple } from './apple.js';
import { discord } from './discord.js';
import { dropbox } from './dropbox.js';
import { facebook } from './facebook.js';
import { github } from './github.js';
import { gitlab } from './gitlab.js';
import { google } from './google.js';
import { kick } from './kick.js';
import { linkedin } from './linkedin.js';
import { microsoft } from './microsoft.js';
import { reddit } from './reddit.js';
import { roblox } from './roblox.js';
import { spotify } from './spotify.js';
import { tiktok } from './tiktok.js';
import { twitch } from './twitch.js';
import { twitter } from './twitter.js';
import type { OAuthProvider } from './types.js';
import { vk } from './vk.js';
import { zoom } from './zoom.js';

/**
 * Provider factories by id: `socialProviders: { github: { clientId, clientSecret } }` in the
 * options builds `github({...})`. One file per provider.
 */
export const providerFactories = {
  apple,
  discord,
  dropbox,
  facebook,
  github,
  gitlab,
  google,
  kick,
  linkedin,
  microsoft,
  reddit,
  roblox,
  spotify,
  tiktok,
  twitch,
  twitter,
  vk,
  zoom,
} satisfies Record<string, (options: any) => OAuthProvider<any>>;

/** Ids of the built-in providers. */
export type ProviderId = keyof typeof providerFactories;

export type { AppleOptions, AppleProfile, AppleUserField } from './apple.js';
export type { DiscordProfile } from './discord.js';
export type { DropboxOptions, DropboxProfile } from './dropbox.js';
export type { FacebookOptions, FacebookProfile } from './facebook.js';
export type { GenericOAuthProviderOptions, GenericProfile } from './generic-oauth.js';
export { genericOAuthProvider } from './generic-oauth.js';
export type { GitHubProfile } from './github.js';
export type { GitLabOptions, GitLabProfile } from './gitlab.js';
export type { GoogleOptions, GoogleProfile } from './google.js';
export type { KickProfile } from './kick.js';
export type { LinkedInProfile } from './linkedin.js';
export type { MicrosoftOptions, MicrosoftProfile } from './microsoft.js';
export type { RedditOptions, RedditProfile } from './reddit.js';
export type { RobloxProfile } from './roblox.js';
export type { SpotifyProfile } from './spotify.js';
export type { TikTokOptions, TikTokProfile } from './tiktok.js';
export type { TwitchOptions, TwitchProfile } from './twitch.js';
export type { TwitterProfile } from './twitter.js';
export type {
  AuthorizationURLInput,
  OAuth2Tokens,
  OAuthProvider,
  ProviderOptions,
  ProviderUser,
} from './types.js';
export type { VKProfile } from './vk.js';
export type { ZoomProfile } from './zoom.js';
export {
  apple,
  discord,
  dropbox,
  facebook,
  github,
  gitlab,
  google,
  kick,
  linkedin,
  microsoft,
  reddit,
  roblox,
  spotify,
  tiktok,
  twitch,
  twitter,
  vk,
  zoom,
};
