import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

/** Storage keys are made by the server: a UUID and an extension, never anything from the file name. */
export const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** Uploaded files on local disk: `DATA_DIR/uploads/<key>`; bytes still arriving sit in `.incoming/`. */
export class DiskStorage {
  readonly root: string;
  readonly incomingDir: string;

  constructor(dataDir: string) {
    this.root = path.join(dataDir, "uploads");
    this.incomingDir = path.join(this.root, ".incoming");
  }

  /** The file of a key; anything that is not a key we made throws, so no path can leave the folder. */
  pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return path.join(this.root, key);
  }

  /** A fresh temporary file on the same disk, so the finished file is moved into place, not copied. */
  async incomingPath(key: string): Promise<string> {
    this.pathOf(key);
    await mkdir(this.incomingDir, { recursive: true });
    return path.join(this.incomingDir, `${key}.${randomBytes(6).toString("hex")}.part`);
  }

  /** Removes the partial files of earlier attempts at a key (their attempt is gone). */
  async removePartials(key: string): Promise<void> {
    this.pathOf(key);
    const names = await readdir(this.incomingDir).catch(() => [] as string[]);
    await Promise.all(names.filter((name) => name.startsWith(`${key}.`) && name.endsWith(".part")).map((name) => rm(path.join(this.incomingDir, name), { force: true })));
  }

  /** Moves a received file into place (atomic: readers never see half a file). */
  commit(tempPath: string, key: string): Promise<void> {
    return rename(tempPath, this.pathOf(key));
  }

  /** Stores bytes the server made itself (starter content), through a temporary file like an upload. */
  async write(key: string, bytes: Uint8Array): Promise<void> {
    const temp = await this.incomingPath(key);
    await writeFile(temp, bytes);
    await this.commit(temp, key);
  }

  remove(key: string): Promise<void> {
    return rm(this.pathOf(key), { force: true });
  }
}
