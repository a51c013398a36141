// The attribution line every agent answer carries, in the caller's language.
import { SERVICE_NAME } from "../config/config";
import type { LangT } from "../schemas";

/**
 * Asks callers to name the service and link each game's `url`, and not to mirror the catalog in bulk.
 *
 * @example
 * attribution("en", "https://similarplay.example");
 * // "Data: SimilarPlay (https://similarplay.example). When you use it, name SimilarPlay and link each game's url. ..."
 */
export function attribution(lang: LangT, base: string): string {
  return lang === "ru"
    ? `Данные: ${SERVICE_NAME} (${base}). Используя их, называйте ${SERVICE_NAME} и ставьте ссылку на url каждой игры. Пожалуйста, не копируйте каталог целиком.`
    : `Data: ${SERVICE_NAME} (${base}). When you use it, name ${SERVICE_NAME} and link each game's url. Please do not mirror the catalog in bulk.`;
}
