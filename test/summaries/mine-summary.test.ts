// Covers how the miner combines signals: reviews before tags, length guards, hooks topped up from tags, and
// "a summary with nothing but co-op is no summary".
import { describe, expect, test } from "bun:test";
import type { Game } from "../../src/catalog/types";
import { baselineOf, mineSummary, mineWith } from "../../src/summaries";
import { themeBaseline } from "../../src/summaries/themes";
import { makeGame, reviews } from "../helpers/fixture-catalog";
import { filler, says } from "./review-helper";

const flat = themeBaseline([]);
const rpg = makeGame({
  appid: 1,
  name: "Long Road",
  tags: ["Open World", "RPG", "Story Rich", "Atmospheric", "Fantasy", "Adventure", "Singleplayer", "Great Soundtrack", "Action", "Magic"],
  categories: ["Single-player"],
  reviews: reviews(900, 100),
});
const mine = (game: Game, texts = [] as ReturnType<typeof says>, description: string | null = null) =>
  mineSummary({ game, description, reviews: texts }, flat);

describe("mineSummary", () => {
  test("a 100-hour open-world RPG is not short, even when a few reviews call it short", () => {
    const s = mine(rpg, [...says(5, "Honestly a bit short for me."), ...filler(40)]);
    expect(s?.length).toBe("massive");
  });

  test("players' reported hours beat tags", () => {
    const s = mine(rpg, [...says(4, "Took me 12 hours to finish."), ...filler(20)]);
    expect(s?.length).toBe("medium");
  });

  test("an endless game stays endless whatever the 'beat the boss' hours", () => {
    const sandbox = makeGame({ ...rpg, tags: ["Sandbox", "Survival", "Crafting", "Multiplayer"] });
    expect(mine(sandbox, [...says(4, "Beat the final boss in 30 hours."), ...filler(10)])?.length).toBe("endless");
  });

  test("review difficulty beats tag difficulty when enough reviews agree", () => {
    const s = mine(rpg, [...says(10, "Brutally hard and unforgiving, I loved it."), ...filler(20)]);
    expect(s?.difficulty).toBe("punishing");
    expect(mine(rpg)?.difficulty).toBe("moderate");
  });

  test("the tagline is the tags' own line, never the description's opening, with or without a description", () => {
    expect(mine(rpg, [], "Ride a mule across a drowned world of islands.")?.tagline).toBe("Open-world story-driven RPG");
    expect(mine(rpg)?.tagline).toBe("Open-world story-driven RPG");
  });

  test("hooks from 20+ English reviews, topped up from reception tags; dealbreakers only from reviews", () => {
    const s = mine(rpg, [...says(8, "The side quests are great."), ...says(4, "Terrible camera.", { up: false }), ...filler(15)]);
    expect(s?.hooks).toEqual(["well-written quests", "rich story", "atmosphere", "great soundtrack"]);
    expect(s?.dealbreakers).toEqual(["clunky controls or camera"]);
    // Under 20 reviews, review themes are not read: the hooks are the tags'.
    expect(mine(rpg, says(8, "The side quests are great."))?.hooks).toEqual(["rich story", "atmosphere", "great soundtrack"]);
  });

  test("co-op alone is a summary: whether friends can play along is worth saying by itself", () => {
    const bare = makeGame({ appid: 2, name: "Bare", tags: ["Singleplayer", "Online Co-Op"], categories: ["Single-player", "Online Co-op"] });
    expect(mine(bare)).toEqual({ tagline: null, difficulty: null, length: null, sessionShape: null, coOp: "online_coop", hooks: [], dealbreakers: [] });
  });

  test("the 2019 average playtime reaches the length", () => {
    const quiet = makeGame({ appid: 3, name: "Quiet", tags: ["Indie", "Casual", "Cute"], categories: ["Single-player"] });
    expect(mineSummary({ game: quiet, description: null, reviews: [], playtime: { avgMinutes: 150, ratings: 900 } }, flat)?.length).toBe("short");
    expect(mine(quiet)?.length).toBeNull();
  });

  test("no signal at all: null", () => {
    expect(mine(makeGame({ appid: 3, name: "Nothing" }))).toBeNull();
  });
});

describe("mineWith", () => {
  test("mines every game with something to say and skips the rest", () => {
    const out = mineWith(
      [
        { game: rpg, description: null, reviews: [] },
        { game: makeGame({ appid: 3, name: "Nothing" }), description: null, reviews: [] },
      ],
      baselineOf(new Map()),
    );
    expect([...out.keys()]).toEqual([1]);
  });

  test("mined in two stretches against the baseline of every game's texts (as the build does), the same summaries in the same order", () => {
    const themes = ["The workshop mods are endless.", "The atmosphere is immersive.", "Great soundtrack.", "Combat is tight."];
    const inputs = Array.from({ length: 9 }, (_, k) => {
      const game = makeGame({ appid: 100 + k, name: `Game ${k}`, tags: ["City Builder", "Moddable", "Atmospheric"], reviews: reviews(95, 5) });
      const texts = k % 3 === 2 ? [] : [...says(4 + k, themes[k % 4]!), ...says(6, themes[(k + 1) % 4]!), ...filler(20)].map((t) => ({ ...t, appid: game.appid }));
      return { game, description: null, reviews: texts };
    });
    const byApp = new Map(inputs.filter((i) => i.reviews.length).map((i) => [i.game.appid, i.reviews]));
    const baseline = baselineOf(byApp);
    const whole = mineWith(inputs, baseline);
    const joined = new Map([...mineWith(inputs.slice(0, 4), baseline), ...mineWith(inputs.slice(4), baseline)]);
    expect([...joined]).toEqual([...whole]);
    expect(whole.size).toBe(9);
    // Each stretch's own baseline would lift other themes: the one baseline is what keeps the stretches equal.
    expect([...mineWith(inputs.slice(4), baselineOf(new Map([...byApp].filter(([appid]) => appid >= 104)))).values()].map((s) => s.hooks))
      .not.toEqual([...whole.values()].slice(4).map((s) => s.hooks));
  });
});

describe("mineSummary for run-based and multiplayer-first games", () => {
  test("a roguelite's first-win hours are not its length; 'hundreds of hours' makes it massive", () => {
    const rogue = makeGame({ appid: 4, name: "Runs", tags: ["Roguelike Deckbuilder", "Card Game", "Replay Value"], reviews: reviews(90, 10) });
    expect(mine(rogue, [...says(4, "Beat it in 8 hours."), ...filler(20)])?.length).toBe("long");
    expect(mine(rogue, [...says(4, "Beat it in 8 hours, then hundreds of hours more."), ...filler(20)])?.length).toBe("massive");
  });

  test("'hundreds of hours' of a multiplayer-first game means endless", () => {
    const team = makeGame({ appid: 5, name: "Team", tags: ["Multiplayer", "Horror", "Co-op"], reviews: reviews(90, 10) });
    expect(mine(team, [...says(4, "I have hundreds of hours in it."), ...filler(20)])?.length).toBe("endless");
  });
});

describe("mineSummary hooks", () => {
  test("a tag hook saying what a review hook already says is not added twice", () => {
    const modded = makeGame({ appid: 6, name: "Mods", tags: ["City Builder", "Moddable", "Atmospheric"], reviews: reviews(95, 5) });
    const s = mine(modded, [...says(8, "The workshop mods are endless."), ...says(6, "The atmosphere is immersive."), ...filler(20)]);
    expect(s?.hooks).toEqual(["mods and workshop content", "immersive atmosphere"]);
  });
});

describe("mineSummary tag hooks", () => {
  test("tag hooks do not repeat each other ('building' and 'base building', 'rich story' and 'emotional story')", () => {
    const game = makeGame({ appid: 7, name: "Camp", tags: ["Building", "Story Rich", "Base Building", "Emotional", "Crafting"], reviews: reviews(95, 5) });
    expect(mine(game)?.hooks).toEqual(["building", "rich story", "crafting"]);
  });
});
