/** The multi-session plugin's resolved options, shared by its routes and hooks. */
export interface MultiSessionSettings {
  /** Most accounts one browser keeps signed in, the active one included. */
  maximumSessions: number;
}
