/** The app id in every API path; the server answers 404 for any other. */
export const APP_ID = import.meta.env.VITE_APP_ID ?? "soundship";
