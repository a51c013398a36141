// Covers parse-ref.ts: appids and every form of Steam URL a person pastes; URLs that name no app.
import { describe, expect, test } from "bun:test";
import { parseAppRef } from "../../src/lookup/parse-ref";

describe("parseAppRef", () => {
  describe("when the query is digits", () => {
    test.each([["367520", 367520], ["  70 ", 70], ["#440", 440], ["app 440", 440], ["AppID: 440", 440], ["appid=440", 440]])("reads %p as appid %d", (q, appid) => {
      expect(parseAppRef(q)).toEqual({ kind: "appid", appid });
    });

    test("an appid beyond any Steam appid is the impossible appid -1", () => {
      expect(parseAppRef("4294967296")).toEqual({ kind: "appid", appid: -1 });
      expect(parseAppRef("99999999999999999999")).toEqual({ kind: "appid", appid: -1 });
    });
  });

  describe("when the query is a Steam URL", () => {
    test.each([
      ["https://store.steampowered.com/app/367520/Hollow_Knight/", 367520],
      ["store.steampowered.com/app/367520", 367520],
      ["http://www.store.steampowered.com/app/367520/?l=russian&snr=1_7_7", 367520],
      ["HTTPS://STORE.STEAMPOWERED.COM/APP/367520/HOLLOW_KNIGHT/", 367520],
      ["https://store.steampowered.com/agecheck/app/292030/", 292030],
      ["https://store.steampowered.com/news/app/292030", 292030],
      ["https://store.steampowered.com/app/292030#app_reviews_hash", 292030],
      ["https://store.steampowered.com/curator/123456-Name/app/292030/", 292030],
      ["https://m.store.steampowered.com/app/292030/", 292030],
      ["https://steamcommunity.com/app/292030/discussions/", 292030],
      ["steamcommunity.com/app/292030", 292030],
      ["https://s.team/a/292030", 292030],
      ["https://steamdb.info/app/292030/charts/", 292030],
      ["steam://store/292030", 292030],
      ["steam://run/292030", 292030],
      ["https://steamspy.com/app/292030", 292030],
      ["https://store.steampowered.com/widget/292030/", 292030],
      ["https://help.steampowered.com/en/wizard/HelpWithGame/?appid=292030", 292030],
      ["look at https://store.steampowered.com/app/292030/ please", 292030],
      ["Witcher 3 store.steampowered.com/app/292030", 292030],
    ])("reads %p", (q, appid) => {
      expect(parseAppRef(q)).toEqual({ kind: "url", appid });
    });
  });

  describe("when the query is a URL without an app", () => {
    test.each([
      "https://store.steampowered.com/search/?term=witcher",
      "https://store.steampowered.com/sub/12345/",
      "https://example.com/app/367520",
      "http://localhost/",
      "www.google.com",
    ])("%p names no app", (q) => {
      expect(parseAppRef(q)).toEqual({ kind: "url-without-app" });
    });
  });

  describe("when the query is a name", () => {
    test.each(["hollow knight", "Dr.Langeskov", "cs.go", "7.62 High Calibre", "1979 Revolution", "Plague Inc."])("%p is no ref", (q) => {
      expect(parseAppRef(q)).toBeNull();
    });
  });
});
