// How people describe games, mapped to the catalog's vocabulary (tags, genres, categories): a hand-written table.
//
// Each line is `pattern => Label[:weight], ...`. The pattern is a regular expression over normalized text (lowercase,
// punctuation turned into spaces, see text.ts `normalize`) and must match whole words. Labels are compared by
// `featureKey`, so "Souls-like" matches a catalog tag spelled "Souls-Like". A weight (default 1) says how sure the
// mapping is. This is general vocabulary (genres, mechanics, settings, perspectives, moods, famous reference games),
// never a list of answers. Every catalog tag also matches its own name (see query.ts), so only synonyms live here.

const TABLE = String.raw`
# perspective and presentation
first person|1st person|fps|through (his|her|their|your|the character s) eyes|in first person => First-Person, FPS:0.3
third person|3rd person|over the shoulder|behind the back => Third Person
top down|topdown|birds eye|bird s eye|overhead view|from above => Top-Down
isometric|iso view|diablo style camera => Isometric
side scroll\w*|sidescroll\w*|side view|2d platform\w* => Side Scroller, 2D Platformer:0.6, Platformer:0.5
platform\w*|jump(ing)? puzzles?|jumps? (on|between) platforms => Platformer, 2D Platformer:0.4, 3D Platformer:0.3
2d|two dimensional|flat graphics => 2D
3d|three dimensional|polygons?|polygonal => 3D
2 5d|two and a half d => 2.5D
pixel\w*|8 bit|16 bit|sprites?|nes style|snes style|gameboy|game boy style => Pixel Graphics, Retro:0.5
retro|old school|oldschool|throwback|looks old|dated graphics|ugly graphics|graphics are ugly => Retro:0.6, Old School:0.6
ps1|psx|ps one|playstation 1|n64|low poly|lowpoly|polygonal graphics|blocky => Retro:0.6, 3D:0.3, Old School:0.4, Stylized:0.3
voxel\w*|blocks?|cubes?|cubic|minecraft like => Voxel:0.6, Sandbox:0.3
hand drawn|hand painted|drawn by hand|watercolou?r|painted => Hand-drawn, Beautiful:0.3
cartoon\w*|rubber hose|looney|disney like => Cartoon, Cartoony, Hand-drawn:0.3
anime|manga|waifu\w* => Anime, Cute:0.3
chibi => Cute:0.6, Anime:0.4
comic\w*|graphic novel|comic book panels?|panels => Comic Book:0.7
cel shad\w*|cell shad\w*|stylized|stylised => Stylized
realistic|photorealistic|lifelike|gorgeous graphics|amazing graphics|beautiful graphics|graphics are (amazing|insane|incredible) => Realistic:0.7, Beautiful:0.5
beautiful|gorgeous|stunning|pretty to look at => Beautiful:0.6, Atmospheric:0.3
minimalist\w*|minimal|simple shapes?|abstract shapes?|rectangles?|geometric|geometry => Minimalist:0.8, Abstract:0.5
colou?rful|vibrant|bright colou?rs => Colorful
black and white|monochrome|grayscale|greyscale|noir look => Noir:0.4, Minimalist:0.3, Atmospheric:0.3
fmv|full motion video|live action|real actors|video clips?|filmed actors => FMV
cinematic|movie like|like a movie|cutscenes? => Cinematic:0.7
text based|text only|all text|text adventure|parser|typing commands => Text-Based, Interactive Fiction:0.6
visual novel|vn|kinetic novel => Visual Novel
# genres and mechanics
shooter|shoot\w*|guns?|gunplay|firearms?|rifles?|shotguns?|pistols? => Shooter:0.8, FPS:0.4, Third-Person Shooter:0.2
first person shooter => FPS, Shooter
third person shooter|tps|cover shooter|cover based => Third-Person Shooter, Third Person:0.5
arena shooter|quake like|unreal tournament => Arena Shooter, Fast-Paced:0.5
boomer shooter|retro shooter|doom like|doom clone|90s shooter => Boomer Shooter, FPS:0.6, Retro:0.5
hero shooter|overwatch like => Hero Shooter, Team-Based:0.6
looter shooter|borderlands like => Looter Shooter, Loot:0.7
extraction shooter|tarkov like|extract with loot => Extraction Shooter
tactical shooter|milsim|mil sim => Tactical:0.7, Military:0.6, Realistic:0.5, FPS:0.4
shmup|shoot em up|shoot them up|scrolling shooter|spaceship shooter => Shoot 'Em Up, Bullet Hell:0.5, Arcade:0.4
bullet hell|danmaku|curtain fire => Bullet Hell, Shoot 'Em Up:0.5
twin stick\w*|twinstick => Twin Stick Shooter, Top-Down Shooter:0.6
top down shooter => Top-Down Shooter
on rails|rail shooter|light gun => On-Rails Shooter
run and gun|run n gun|run gun => Shooter:0.7, Platformer:0.5, Side Scroller:0.5, Action:0.3
sniper\w*|sniping|snipe => Sniper
rpg|role playing|roleplaying|role play => RPG
rpg ?maker|rpgmaker => RPGMaker, Pixel Graphics:0.5, RPG:0.4
skill checks?|dice rolls?|stat checks? => RPG:0.6, CRPG:0.4
jrpg|japanese rpg|final fantasy like|dragon quest like => JRPG, Turn-Based Combat:0.4, Anime:0.3
crpg|computer rpg|classic rpg|baldur s gate like|infinity engine|d d|dnd|d and d|dungeons and dragons|dungeons dragons => CRPG, Party-Based RPG:0.6, Dungeons & Dragons:0.7, RPG:0.5
action rpg|arpg|hack n slash rpg|diablo like|diablo clone => Action RPG, Hack and Slash:0.5, Loot:0.5
hack and slash|hack n slash|hack slash|stylish action|character action => Hack and Slash, Character Action Game:0.5, Spectacle fighter:0.4
slash\w*|combos?|combo system => Hack and Slash:0.4, Character Action Game:0.3
party|companions?|recruit (heroes|characters|companions|members)|squad => Party-Based RPG:0.5, Party:0.2
crew|your crew => Party-Based RPG:0.2, Co-op:0.2
tactics|tactical|squad based|x ?com like|xcom => Tactical, Turn-Based Tactics:0.6, Strategy:0.3
turn based|turnbased|one more turn|taking turns|turn by turn => Turn-Based, Turn-Based Strategy:0.7, Turn-Based Combat:0.6, Turn-Based Tactics:0.5
real time strategy|rts|starcraft like|command and conquer => RTS, Strategy:0.6, Base Building:0.3
real time with pause|pause and play|pausable => Real-Time with Pause
4x|4 x|explore expand exploit exterminate|civ like|civilization like|empire builder|build an empire|empire => 4X:0.9, Grand Strategy:0.5, Turn-Based Strategy:0.5, Strategy:0.4
grand strategy|paradox|map painting|nations?|countries|kingdoms? => Grand Strategy:0.6, Strategy:0.4, Diplomacy:0.3
strategy|strategic|outsmart => Strategy
wargame|war game|hex\w*|hexagons? => Wargame:0.5, Hex Grid:0.8
tower defen[cs]e|td|defend the base|build towers => Tower Defense
moba|dota like|lol like|league like|lanes?|three lanes => MOBA
battle royale|last man standing|shrinking circle|shrinking zone|100 players => Battle Royale
mmo|mmorpg|massively|thousands of players|online world => Massively Multiplayer, MMORPG:0.8
auto ?battler|auto chess|autochess => Auto Battler
cards?|card game|tcg|ccg => Card Game, Deckbuilding:0.6, Card Battler:0.6
deck ?build\w*|build (a|your) deck|slay the spire like => Deckbuilding, Roguelike Deckbuilder:0.7, Card Battler:0.5
card battle\w*|card combat|battle with cards|fight with cards|play cards => Card Battler, Card Game:0.6
trading card|collectible card => Trading Card Game, Card Game:0.6
solitaire|patience => Solitaire
board game|tabletop|dice|boardgame|chess|checkers => Board Game:0.7, Tabletop:0.7, Dice:0.4
roguelike|rogue like|rogue lite|roguelite|permadeath|perma death|start over when you die => Roguelike, Roguelite, Action Roguelike:0.6, Perma Death:0.4, Procedural Generation:0.3
runs|each run|every run|die and restart|dungeon runs? => Roguelike:0.6, Roguelite:0.6, Action Roguelike:0.4
traditional roguelike|turn based roguelike|nethack|ascii => Traditional Roguelike, Roguelike:0.6
roguevania => Roguevania
procedural\w*|procedurally|randomly generated|random (levels|maps|dungeons)|random generated|generated worlds? => Procedural Generation
metroidvania|metroid like|castlevania like|backtrack\w*|ability gated|interconnected map => Metroidvania, Exploration:0.3
souls ?like|soulslike|souls borne|dark souls like|like dark souls|from ?software|fromsoft|bonfires?|stamina bar|posture|parry\w*|deflect\w* => Souls-like, Difficult:0.6, Action RPG:0.3
difficult|hard as nails|very hard|brutal|punishing|rage|frustrating|unforgiving|die a lot|die constantly|you die a lot => Difficult, Unforgiving:0.4
precision platform\w*|super meat boy like|tough platformer|hard platformer => Precision Platformer, Difficult:0.5
puzzle\w*|riddles?|brain teasers?|solve => Puzzle
logic|deduc\w*|sudoku|nonogram|picross => Logic, Puzzle:0.4
puzzle platform\w*|platforming puzzles => Puzzle Platformer
physics\w*|ragdoll\w*|wobbl\w*|floppy|jiggly => Physics
sokoban|push(ing)? (boxes|blocks|crates) => Sokoban
match 3|match three|bejeweled|candy crush => Match 3
hidden object\w*|find objects|find items in the scene => Hidden Object
escape room|escape the room => Escape Room
point and click|point click|pnc|click on things|lucasarts|sierra adventure|graphic adventure => Point & Click, Adventure:0.5
adventure => Adventure:0.6
walking sim\w*|walking simulator|just walk|walk around|walk through => Walking Simulator, Exploration:0.4
interactive (story|fiction|drama|movie)|choose your own|cyoa => Interactive Fiction, Choose Your Own Adventure:0.7, Choices Matter:0.4
choices|choice matters|choices matter|your decisions|decisions matter|branching|consequences => Choices Matter, Multiple Endings:0.5
multiple endings|different endings|many endings|joke endings|alternate endings|endings => Multiple Endings
story|story rich|narrative|plot|storyline|writing|well written => Story Rich:0.7, Narrative:0.3
investigat\w*|clues?|evidence|solve (a|the) (case|crime|murder|mystery)|interrogat\w* => Investigation, Detective:0.6, Mystery:0.5
detective|private eye|private investigator|sleuth|gumshoe => Detective, Investigation:0.6, Mystery:0.5
mystery|mysteries|whodunn?it|unsolved => Mystery
mysterious|secrets? => Mystery:0.5
stealth|sneak\w*|hide from|hiding|hide in|hides|unseen|shadows|assassinat\w* => Stealth
assassin\w*|hitman|contract killer|hit man => Assassin, Stealth:0.4
heist\w*|bank robbery|robbery|rob (a|the) bank|burglar\w*|thie(f|ves)|steal|steals|stealing|stole|loot the vault => Heist, Stealth:0.4, Crime:0.4
hack\w*|hacker|terminals?|typing commands|type commands|command line => Hacking, Programming:0.3, Cyberpunk:0.2
programm\w*|coding|code|assembly|zachtronics|logic gates|circuits?|instructions => Programming, Automation:0.4, Puzzle:0.4
automat\w*|factory|factories|conveyor\w*|assembly lines?|production chains? => Automation, Base Building:0.4, Resource Management:0.3
typing game|type words|typing => Typing
word game|words|spelling|letters|scrabble|crossword => Word Game:0.8, Spelling:0.4
trivia|quiz|quizzes => Trivia
rhythm|beat\w*|on the beat|to the music|dance|dancing|guitar hero like|drums? => Rhythm, Music:0.5
music|musical|soundtrack|songs?|tunes? => Music:0.3, Great Soundtrack:0.4
great soundtrack|amazing (music|soundtrack|ost)|banger soundtrack|ost|piano theme|music is amazing => Great Soundtrack
fighting game|fighter|beat each other|street fighter like|tekken like|combos? and special moves => Fighting, 2D Fighter:0.6, 3D Fighter:0.4
beat em up|brawler|beat them up|streets of rage like|double dragon like => Beat 'em up
martial arts|kung ?fu|karate|wushu|monks? fighting => Martial Arts
musou|dynasty warriors like|one versus thousands|mow down hordes => Musou, Hack and Slash:0.5
bosses|boss fights?|boss battles?|boss rush => Boss Rush:0.6, Difficult:0.2
parkour|wall run\w*|free ?running|acrobatic\w*|climb(ing)? buildings|acrobatics => Parkour, Platformer:0.3
grappl\w*|grappling hook|hookshot|swing\w* => Parkour:0.3
bullet time|slow motion|slowmo|slow mo|slow down time => Bullet Time
time (travel|traveling|travelling)|travel (back )?in time|past and future|different eras => Time Travel
rewind\w*|time loop|loops?|reverse time|manipulate time|stop time|time manipulation|turn back time => Time Manipulation, Time Travel:0.3
quick time events?|qte\w* => Quick-Time Events
open world|open map|go anywhere|huge map|big map|free roam\w* => Open World, Exploration:0.4
sandbox|do whatever you want|creative mode|no goals => Sandbox
exploration|explor\w*|discover\w* => Exploration
survival|survive|starv\w*|hunger|thirst|food and water|stay alive|exhausted|ration\w* => Survival
survival horror|resident evil like => Survival Horror, Horror:0.6
tank controls|fixed camera angles|fixed cameras => Survival Horror:0.6, Retro:0.4, Classic:0.3
craft\w*|gather(ing)? resources|chop\w* (wood|trees)|punch trees => Crafting, Survival:0.3
open world survival|survival crafting|survival craft|minecraft|terraria like|valheim like => Open World Survival Craft, Survival:0.6, Crafting:0.7, Sandbox:0.6
base building|build (a|your) (base|shelter|fort|outpost|camp)|bases?|shelters?|outposts? => Base Building
build\w*|construct\w* => Building:0.5
city builder|city building|build (a|your) city|citybuilder|sim city|simcity|town builder|build (a|your) town|villages?|settlement => City Builder, Building:0.5, Management:0.4
colony|colonists?|settlers|rimworld like|dwarf fortress => Colony Sim, Base Building:0.5, Management:0.4
management|manage|managing|manager|run (a|your) (business|company|shop|store|restaurant|hotel|hospital|zoo|park)|tycoon => Management, Resource Management:0.5, Economy:0.3
resources?|resource management|scaveng\w*|scarce supplies|supplies => Resource Management, Survival:0.3
economy|economic|trade|trading|merchant|market|buy low sell high|money => Economy:0.8, Trading:0.6
business|shop|shopkeeper|store owner|sell items => Management:0.5, Shop Keeper:0.6, Economy:0.4
capitalism|corporat\w*|stock market => Capitalism
idle|idler|incremental|clicker|clicking|numbers go up => Idler, Clicker
god game|play (as )?god|playing god|divine powers|worshipp?ers|followers => God Game, Faith:0.4
evolv\w*|evolution|single cell|creature (editor|creator)|design (your|a) creature => Character Customization:0.4, God Game:0.4, Sandbox:0.4, Procedural Generation:0.2
character creat\w*|customi[sz]\w*|create your (own )?character|character editor|dress up => Character Customization
loot\w*|randomized weapons|gear score => Loot
gear|items?|drops => Loot:0.4
dungeons?|crawl\w*|labyrinths?|catacombs? => Dungeon Crawler:0.7
grid based|grid movement|tile based|squares on a grid => Grid-Based Movement
creature collect\w*|catch (monsters|creatures)|collect monsters|pokemon|monster taming|tame monsters => Creature Collector
mystery dungeon => Mystery Dungeon
collectathon|collectibles|collect (all|every|them all)|100 percent => Collectathon:0.6
level editor|make (your own )?levels|create levels|user levels|workshop => Level Editor
mod|mods|modding|moddable|total conversion => Mod:0.5, Moddable:0.5
destruct\w*|destroy\w*|explod\w*|blow (up|things up)|demolition|wreck\w* => Destruction:0.8
vehicular combat|car combat|cars with guns|armed cars|twisted metal => Vehicular Combat, Combat Racing:0.7
racing|race|races|racer|racetrack|laps|drifting cars|drift racing|karts?|go karts? => Racing
driv\w*|cars?|trucks?|taxi\w*|cab|vehicles?|wheels => Driving:0.8, Automobile Sim:0.4, Racing:0.3
truck\w*|deliver\w*|cargo|haul\w* => Driving:0.5, Transportation:0.5, Automobile Sim:0.4
off ?road\w*|mud|rally => Offroad
motorcycles?|motorbikes?|motocross|dirt bikes? => Motorbike, Motocross:0.5
bikes?|bicycles?|cycling|bmx => Bikes, Cycling:0.5, BMX:0.4
flight|flight sim\w*|fly (a )?planes?|planes?|airplanes?|aircraft|pilot\w*|dogfight\w*|fighter jets?|jets? => Flight, Jet:0.3
space sim\w*|elite like|dogfights in space|spaceships?|starships?|fleets?|space combat => Space Sim:0.7, Spaceships:0.6, Space:0.6
trains?|railways?|railroads?|locomotives? => Trains
sail\w*|naval|navy|warships?|sea battles?|pirate ships? => Naval:0.6, Sailing:0.6, Naval Combat:0.5
boats?|ships? => Naval:0.3, Sailing:0.3
submarines?|u ?boats? => Submarine, Underwater:0.6
underwater|ocean\w*|sea|seas|deep sea|diving|dive|scuba|reefs?|kelp|abyss => Underwater, Exploration:0.2
fishing|fish(ing)? rod|catch fish => Fishing
hunting (deer|animals|wildlife)|deer|elk|bow hunting|hunting rifles?|hunting sim\w* => Hunting
farm|farms|farming|farmer|crops?|harvest\w*|stardew|harvest moon|planting|grow plants|agricultur\w* => Farming Sim, Agriculture:0.7, Life Sim:0.4
cooking|cook\w*|recipes?|chef|kitchen|food|restaurant|dishes => Cooking
life sim\w*|daily life|everyday life|the sims|sims like|live (a|your) life => Life Sim
dating|romanc\w*|relationships?|love story|dating sim|fall in love|kiss\w* => Romance:0.6, Dating Sim:0.3
otome => Otome, Romance:0.5
sports?|athlet\w* => Sports
soccer|football|fifa|goals? => Football (Soccer), Sports:0.5
american football|nfl|madden|touchdowns? => Football (American)
basketball|nba|hoops => Basketball
golf\w*|mini golf|minigolf => Golf, Mini Golf:0.5
skat\w*|skateboard\w*|tony hawk => Skateboarding, Skating:0.5
snowboard\w*|skiing|ski => Snowboarding, Skiing
wrestl\w* => Wrestling
boxing|boxer => Boxing
tennis => Tennis
baseball => Baseball
hockey => Hockey
bowling => Bowling
pool table|billiards|snooker|8 ball|eight ball => Pool, Snooker:0.5
pinball => Pinball
horses?|horseback|riding|cavalry|mounted combat => Horses
party game|party games|minigames?|mini games => Party Game, Minigames:0.7, Local Multiplayer:0.3
social deduction|impostors?|traitors?|among us|werewolf game|mafia game => Social Deduction
gambling|casino|poker|blackjack|slot machines?|bets?|betting => Gambling
mahjong => Mahjong
chess => Chess
trains? simulator|train sim => Trains, Simulation:0.5
simulat\w*|sim => Simulation
job simulator|jobs?|work shifts|day job|office worker|mundane work => Job Simulator:0.5
medical|hospital|surgery|surgeon|doctors?|nurse => Medical Sim:0.6
educational|learn to code|learn programming|teaches you => Education:0.3
# multiplayer and social
co ?op|coop|cooperative|with (my )?friends|with (a )?friend|together with|team up|buddies|squad up => Co-op, Online Co-Op:0.8, Co-op Campaign:0.4
local co ?op|couch co ?op|same couch|same screen|split ?screen => Local Co-Op, Split Screen:0.8, Local Multiplayer:0.7, Shared/Split Screen:0.7
local multiplayer|couch multiplayer|4 player local|four players? local => Local Multiplayer, 4 Player Local:0.6
multiplayer|online|multi player|mp|other players|against people => Multiplayer:0.8
pvp|player versus player|versus|competitive|ranked => PvP:0.8, Competitive:0.6
esports?|pro scene|tournaments? => eSports
team based|teams?|5v5|5 v 5|6v6|two sides|one side => Team-Based:0.8
class based|character classes|medic|engineer class => Class-Based:0.6
asymmetric|one versus many|1v4|4v1 => Asymmetric VR:0.2, PvP:0.3
single ?player|solo|alone|offline => Singleplayer:0.3
free|free to play|f2p|costs nothing => Free to Play:0.6
early access => Early Access
vr|virtual reality|headset|oculus|quest 2|quest 3|valve index|vive|motion controls|tracked controllers => VR, VR Only:0.6, VR Supported:0.5, Tracked Controller Support:0.4
# settings and themes
sci ?fi|science fiction|futur\w*|space age|high tech => Sci-fi, Futuristic:0.6
space|outer space|galax\w*|planets?|stars|cosmos|orbit\w*|rockets?|astronauts?|moon|spaceship => Space, Sci-fi:0.5
space station|orbital station|spacestation => Space, Sci-fi:0.7
aliens?|extraterrestrial\w*|ufos?|invasion|xenomorph\w*|creatures? from (another|other) (world|planet) => Aliens, Sci-fi:0.4
mars|martian => Mars
cyberpunk|cyber punk|neon|megacity|implants|augment\w*|blade runner => Cyberpunk, Futuristic:0.3, Dystopian:0.3
steampunk|clockwork|victorian tech|steam powered => Steampunk
dieselpunk|art deco|1920s|1930s|1940s|jazz age|prohibition => Noir:0.4, Historical:0.3
dystopi\w*|totalitarian|authoritarian|police state|big brother|oppressive regime|managed democracy|propaganda => Dystopian, Political:0.3, Satire:0.2
post apocalyp\w*|after the apocalypse|end of the world|wasteland|nuclear war|fallout like|after the bombs => Post-apocalyptic, Survival:0.3
apocalypse|armageddon => Post-apocalyptic:0.5
zombie\w*|undead|walkers|infected => Zombies
outbreak|plague|pandemic|virus|disease|epidemic|infection|sickness => Outbreak Sim:0.5, Survival:0.3, Zombies:0.2
robots?|androids?|mechanical|machines?|cyborgs?|drones? => Robots
ai|artificial intelligence|sentient computer|rogue ai => Artificial Intelligence
mechs?|mechas?|giant robots?|robot suits? => Mechs
transhuman\w*|upload\w* consciousness|cybernetic => Transhumanism
fantasy|magical|kingdom|elves|orcs?|dwarves|wizards?|sorcer\w*|knights? => Fantasy
magic\w*|spells?|mana|witch\w*|mages? => Magic, Fantasy:0.5
dark fantasy|grimdark|bleak fantasy => Dark Fantasy
dragons?|wyverns? => Dragons
elf|elves|elven => Elf:0.5, Fantasy:0.4
dwarf|dwarves|dwarven => Dwarf, Fantasy:0.4
medi[ae]v[ae]l|middle ages|knights?|feudal|peasants?|swords and shields => Medieval
castles?|lords?|sieges? => Medieval:0.5
vikings?|norse|norsemen => Vikings, Mythology:0.4
myth\w*|gods?|goddess\w*|olymp\w*|greek|norse|egyptian gods|legends?|folklore|underworld|monkey king|deities => Mythology
demons?|devil|hell|satan|infernal|demonic => Demons
angels?|heaven|religio\w*|church|faith|priests?|cult|worship\w*|sacrific\w*|bible|monks? => Faith
supernatural|ghosts?|spirits?|haunted|hauntings?|paranormal|poltergeist|possessed|possession => Supernatural
ghost hunt\w*|ghost hunters?|paranormal investigat\w* => Supernatural, Investigation:0.5, Horror:0.5
monster hunt\w*|demon hunt\w*|treasure hunt\w*|witch hunt\w* => -
slasher|serial killer|killers?|murderer => Horror:0.5, Psychological Horror:0.2
vampir\w*|dracula|bloodsuck\w* => Vampire
werewol\w*|lycan\w* => Werewolves
lovecraft\w*|cthulhu|eldritch|cosmic horror|old ones|tentacle\w* => Lovecraftian
gothic|victorian|cathedral\w*|mansion => Gothic
pirat\w*|buccaneers?|treasure island|high seas => Pirates
western|wild west|cowboys?|outlaws?|gunslingers?|sheriff|frontier => Western
ninja\w*|shinobi|shuriken => Ninja, Martial Arts:0.4
samurai|sengoku|shogun\w*|feudal japan|edo|katana|ronin => Martial Arts:0.5, Swordplay:0.6, Historical:0.4
swords?|swordplay|sword fighting|blades?|fencing|duel\w* => Swordplay
bows?|archery|bow and arrows?|longbow => Archery
martial => Martial Arts:0.5
historical|history|historic|ancient|real history => Historical
rome|romans?|roman empire|legions?|caesar => Rome, Historical:0.5
egypt\w*|pharaoh\w*|pyramids? => Historical:0.5, Mythology:0.4
world war (2|ii|two)|ww2|wwii|second world war|nazis?|normandy|d day => World War II, War:0.5, Military:0.4
world war (1|i|one)|ww1|wwi|first world war|trenches => World War I, War:0.5
cold war|soviets?|ussr|kgb|cia|iron curtain|communis\w*|eastern bloc => Cold War:0.6, Political:0.5, Dystopian:0.4
war|wars|warfare|battlefields?|frontlines?|besieged => War, Military:0.5
soldiers?|army|armies|troops|air ?strikes?|orbital strikes?|call in (strikes|support|reinforcements) => Military:0.6, War:0.4
military|marines?|special forces|spec ops|commandos?|squad of soldiers => Military
tanks? => Tanks
alternate history|alternative history|what if history|alt history => Alternate History
modern|contemporary|present day|modern day => Modern
crime|criminals?|gangs?|gangsters?|mafia|mobsters?|cartels?|drug\w*|robbery|heists? => Crime
police|cops?|detectives?|fbi|swat|officer => Crime:0.5, Detective:0.3
noir|hard boiled|hardboiled|femme fatale => Noir, Detective:0.4
conspirac\w*|cover ?up|secret society|government secrets => Conspiracy
illuminati => Illuminati
politic\w*|elections?|government|president|parliament => Political, Politics:0.6, Political Sim:0.4
satir\w*|parod\w*|spoof|mock\w* => Satire, Parody:0.7
superhero\w*|super powers|superpowers|super hero|powers => Superhero:0.7
dinosaurs?|dinos?|jurassic|t rex|raptors? => Dinosaurs
cats?|kittens?|kitty|feline => Cats
dogs?|puppy|puppies|doggo|canine => Dog
fox|foxes => Fox
birds?|crows?|ravens?|owls?|ducks?|geese|goose|chicken\w* => Birds
animals?|critters?|creatures|wildlife|woodland => Nature:0.4, Cute:0.3
nature|forests?|woods|trees|wilderness|jungle => Nature
snow\w*|winter|frozen|arctic|ice|antarctic|blizzard => Snow
underground|caves?|caverns?|tunnels?|dig|digs|digging => Underground, Mining:0.5
mining|miners?|pickaxe|ores?|dig for|mine (for )?(gold|ore|coal|iron|resources|minerals|stone) => Mining
islands?|isle|archipelago => Exploration:0.3, Survival:0.2
desert|dunes|sand => Exploration:0.2
america\w*|usa|united states|new york|new england|small town america => America
schools?|high school|students?|classmates|boarding school|teachers?|campus => Anime:0.2, Life Sim:0.3
# mood and tone
horror|scary|scare|scares|scared|terrifying|terrified|frightening|spooky|creepy|nightmares?|dread|monsters? (hunt|chase|stalk)\w* you => Horror, Psychological Horror:0.5, Survival Horror:0.4
jump ?scares? => Jump Scare, Horror:0.5
psychological|mind games|madness|insanity|mental illness|depression|trauma|hallucinat\w* => Psychological, Psychological Horror:0.6
gore|gory|blood\w*|bloody|dismember\w*|guts|violent|brutal violence|splatter => Gore, Violent:0.8, Blood:0.7
dark|grim|bleak|depressing|gloomy => Dark:0.8
sanity|sanity meter|losing your mind|go insane => Psychological Horror, Horror:0.6, Psychological:0.6
cant fight|cannot fight|can t fight back|defenseless|defenceless|helpless|run and hide|hide from (the )?monsters?|hiding spots?|wardrobes?|closets?|lockers? => Horror:0.6, Stealth:0.6, Survival Horror:0.5
memory|memories|amnesia|amnesiac|lost (his|her|my|your) memory|no memory => Mystery:0.5, Psychological:0.4
80s|1980s|eighties => 1980s:0.7, Retro:0.3
90s|1990s|nineties => 1990's:0.6
chinese|china|wuxia|three kingdoms => Martial Arts:0.5, Mythology:0.3, Historical:0.3
alchem\w*|potions? => Magic:0.4, Crafting:0.4
mushrooms?|fungus|fungi => Fantasy:0.3, Surreal:0.3
quests?|quest log|journal|side quests => RPG:0.6
family|mother|mom|father|dad|son|daughter|grandmother|grandfather|parents|siblings? => Drama:0.4, Emotional:0.3, Story Rich:0.3
skeletons?|land of the dead|afterlife|grim reaper|reapers?|day of the dead => Supernatural:0.5, Dark Humor:0.3
jazz\w* => Music:0.3, Noir:0.3
abandoned|ruins|derelict|decaying => Atmospheric:0.4, Exploration:0.4
bridges?|towers? => Building:0.5, Physics:0.2
run(ning)? over (people|pedestrians)|pedestrians|demolition derby|wreck (the |all )?(opponents|other cars|cars) => Vehicular Combat:0.7, Combat Racing:0.6, Destruction:0.5
artiller\w*|cannons?|mortars? => War:0.4, Strategy:0.4, Destruction:0.4
(woman|girl|female) (detective|protagonist|lead|hero|character|cop|soldier|pilot|knight|assassin)|heroine => Female Protagonist
arrow key combos?|arrow keys?|steam deck|portable deck => -
atmospher\w*|moody|immersive|ambient|vibes => Atmospheric
funny|hilarious|comedy|comedic|humou?r\w*|jokes?|laugh\w*|silly|goofy|ridiculous|absurd => Funny, Comedy
dark humou?r|black comedy|dark comedy|morbid humou?r => Dark Humor, Dark Comedy:0.7
memes?|meme\w*|shitpost\w* => Memes
cute|adorable|kawaii|wholesome|sweet|charming => Cute, Wholesome:0.5
cozy|cosy|comfy|chill|relax\w*|calm|peaceful|zen|soothing|no pressure => Relaxing, Cozy:0.8, Wholesome:0.3
emotional|sad|tear\w*|cry|cried|crying|heartbreak\w*|heart ?wrenching|wrecked me|tearjerker|moving|touching|grief|loss => Emotional, Story Rich:0.4, Drama:0.3
drama|dramatic|family drama|tragedy|tragic => Drama
philosoph\w*|existential|meaning of life|free will|consciousness => Philosophical
surreal\w*|dreamlike|magical realism|trippy|psychedelic => Surreal, Psychedelic:0.4
weird|strange|bizarre|dream|dreams|dreaming|daydream\w* => Surreal:0.5
experimental|artsy|art game|arthouse|avant garde|meta|fourth wall|4th wall => Experimental:0.8
thriller|suspense|tense => Thriller
mature|adult themes => Mature:0.5
nsfw|hentai|porn\w*|sexual|sex|lewd|ecchi|adult only|18\+ => Sexual Content, Nudity:0.8, NSFW:0.7, Hentai:0.5
nudity|naked|nude => Nudity:0.4
lgbt\w*|gay|lesbian|queer|transgender|nonbinary|sapphic => LGBTQ+
female protagonist|(you|u) (play|are) (as )?(a|the) (girl|woman|women|daughter|mother|mom|heroine|witch|princess|lady)|(heroine|girl|woman|daughter) protagonist|playing as (a|the) (girl|woman)|about a (girl|woman|young woman) => Female Protagonist
villain protagonist|play (as )?(the )?(villain|bad guy|evil)|be the bad guy|(you|u) are the (villain|bad guy|monster) => Villain Protagonist
silent protagonist|never speaks|mute (protagonist|hero) => Silent Protagonist
narrat\w*|narrated|voice over|voiceover|storyteller => Narration
voice acted|fully voiced|voice acting => Story Rich:0.3
short|an hour|1 hour|one hour|two hours|couple hours|couple of hours|in one sitting|one sitting|bite sized|quick game|hour long|few hours => Short
hundreds of hours|huge game|massive game => Replay Value:0.3
replay\w*|replayability => Replay Value
lore|worldbuilding|world building|deep lore => Lore-Rich
linear|on rails story|corridor => Linear
nonlinear|non linear|multiple paths|any order => Nonlinear
immersive sim|deus ex like|system shank|multiple solutions|emergent => Immersive Sim
fast paced|fast|frantic|hectic|speed|adrenaline => Fast-Paced
arcade\w*|coin op|high scores?|score attack|quarters => Arcade, Score Attack:0.5
classic|cult classic|legendary|iconic|genre defining => Classic:0.6, Cult Classic:0.4
nostalgi\w* => Nostalgia
remake|remaster\w*|re release|definitive edition|hd version|hd re release|updated graphics => Remake:0.6
sequel|the second one|the third one|part 2|part two => Sequel:0.4
episod\w*|acts|chapters|released in parts => Episodic:0.7
kickstart\w*|crowdfund\w* => Kickstarter, Crowdfunded:0.5
collection|compilation|anthology|minigame collection => Minigames:0.4
# more mechanics, settings and famous reference games people compare with
waves? of enemies|hordes?|swarms? of enemies => Survival:0.3, Tower Defense:0.2, Action Roguelike:0.2
dialogue|dialog|conversations?|talk(ing)? to (people|npcs|characters) => Conversation:0.6, Story Rich:0.3
skill trees?|level(ing|ling)? up|xp|experience points => RPG:0.6
inventory|tetris inventory|backpack|item management => Inventory Management
stranded|shipwreck\w*|castaway|desert island|plane crash|crash landed|crash landing => Survival, Open World Survival Craft:0.5
time limit|timer|against the clock|countdown => Time Management:0.4, Time Attack:0.5
speedrun\w* => Fast-Paced:0.3, Precision Platformer:0.3, Time Attack:0.4
one button|single button|one tap => Minimalist:0.4, Arcade:0.4, Casual:0.4
endless runner|auto ?runner|runner game => Runner, Arcade:0.4
tetris|falling blocks|tetromino\w* => Puzzle, Arcade:0.5
mazes?|labyrinths? => Puzzle:0.4, Dungeon Crawler:0.2
helicopters?|choppers? => Flight:0.6, Military:0.3
gladiators?|colosseum|arena combat => Historical:0.3, Rome:0.3, Swordplay:0.4
sharks?|whales?|dolphins?|sea creatures|marine life|jellyfish => Underwater:0.6
police chases?|car chases?|getaway|wanted level => Driving:0.5, Crime:0.5, Open World:0.3
yakuza|triads? => Crime, Martial Arts:0.3
japan|japanese|tokyo|kyoto|osaka => Anime:0.2, Martial Arts:0.2
warhammer|40k|space marines? => Warhammer 40K, Games Workshop:0.6
aztecs?|mayans?|incas?|mesoamerica\w* => Historical:0.5, Mythology:0.4
prehistoric|stone age|cave ?m[ae]n|neanderthals?|mammoths? => Historical:0.4, Dinosaurs:0.3, Survival:0.3
vietnam => War, Military, Historical:0.5
call of duty|cod like|battlefield like|modern warfare => Military, FPS, War:0.6
gta|grand theft auto|gta like => Open World, Crime, Third Person:0.4, Driving:0.4
zelda|zelda like|zeldalike => Action-Adventure, Adventure:0.5, Exploration:0.4, Puzzle:0.3
mario|mario like => Platformer, Colorful:0.3, Cute:0.3
elden ring|elden ring like|bloodborne|dark souls => Souls-like, Dark Fantasy:0.5, Difficult:0.5
skyrim|skyrim like|elder scrolls like|oblivion like => Open World, RPG, Fantasy:0.6
animal crossing|animal crossing like => Life Sim, Cute, Relaxing:0.7, Cozy:0.7
fortnite|pubg|apex like|warzone like => Battle Royale, Shooter:0.5
factorio|factorio like|satisfactory like => Automation, Base Building:0.5
hollow knight like|hollowknight => Metroidvania, Souls-like:0.4, Hand-drawn:0.4
hades like|hadeslike => Action Roguelike, Roguelite:0.7
bullet heaven|survivors like|vampire survivors like|horde survivors? => Action Roguelike, Bullet Hell:0.5, Roguelite:0.5
halo|halo like => FPS, Sci-fi:0.6
mass effect like|mass effect => RPG, Sci-fi, Story Rich:0.5, Third-Person Shooter:0.4
witcher like|the witcher => Open World, RPG, Fantasy:0.6, Story Rich:0.5
bioshock like|bioshock => FPS, Story Rich:0.5, Atmospheric:0.5, Dystopian:0.4, Immersive Sim:0.3
silent hill|silent hill like => Survival Horror, Psychological Horror
subnautica like => Underwater, Open World Survival Craft
undertale like|undertale => RPG:0.5, Pixel Graphics:0.6, Funny:0.4, Multiple Endings:0.4
# art styles
claymation|clay|plasticine|stop motion => Stylized, Cartoony:0.4, Hand-drawn:0.3
papercraft|paper cut ?outs?|cardboard|origami|pop up book|storybook|paper (world|art|style) => Stylized, Hand-drawn:0.4, Cute:0.3
crayons?|sketch\w*|pencil|doodle\w*|notebook paper => Hand-drawn, Stylized:0.5
ink|woodcut|ukiyo e|sumi e|brush ?strokes => Hand-drawn:0.8, Stylized:0.6, Beautiful:0.3
synthwave|vaporwave|outrun|retrowave => Cyberpunk:0.4, Retro:0.5, 1980s:0.5, Music:0.3
silhouettes?|shadow art|black and white silhouettes? => Atmospheric:0.6, Minimalist:0.4, Dark:0.4
1 bit|one bit => Pixel Graphics, Minimalist:0.5
vector graphics|neon vectors?|wireframe => Arcade:0.5, Minimalist:0.4, Colorful:0.3
pastel\w*|soft colou?rs => Cute:0.4, Colorful:0.4, Relaxing:0.3
fog|foggy|mist|misty => Atmospheric:0.5, Horror:0.2
glow\w*|bioluminescen\w* => Atmospheric:0.4, Beautiful:0.3, Colorful:0.2
ps2 (style|graphics|era)|looks like a ps2 game => Retro:0.5, 3D:0.3
# mechanics people remember
wall jump\w*|double jump\w*|dash\w* => Platformer:0.5, Precision Platformer:0.2
save points?|save rooms?|typewriters?|ink ribbons? => Survival Horror:0.4, Classic:0.2
dodge ?roll\w*|lock on => Souls-like:0.3, Action RPG:0.3
stealth kills?|takedowns?|silent kills? => Stealth
lockpick\w*|pick locks => Stealth:0.4, RPG:0.3, Immersive Sim:0.3
dialogue wheel|dialog wheel|dialogue options|dialogue choices => RPG:0.5, Choices Matter:0.6
karma|morality|good or evil|moral choices => Choices Matter, Multiple Endings:0.5
day night cycle|day and night => Open World:0.3, Survival:0.3
oxygen|air supply|suffocat\w* => Survival:0.5, Underwater:0.3, Space:0.2
radiation|radioactive|fallout shelter|vaults? => Post-apocalyptic:0.6
loot ?box\w*|gacha|microtransactions?|pay to win => Free to Play:0.5
proximity chat|voice chat => Multiplayer:0.5, Co-op:0.4
# Russian: common words of game descriptions (lang=ru users often describe in Russian)
хоррор\p{L}*|ужас\p{L}*|страшн\p{L}*|жутк\p{L}*|пугающ\p{L}* => Horror
от первого лица => First-Person
от третьего лица => Third Person
вид сверху|сверху вниз => Top-Down
изометри\p{L}* => Isometric
кооператив\p{L}*|кооп|с друзьями|с другом|вдвоем|вместе с (другом|друзьями) => Co-op, Online Co-Op:0.8
мультиплеер\p{L}*|онлайн\p{L}* => Multiplayer:0.8
стратеги\p{L}* => Strategy
пошагов\p{L}* => Turn-Based, Turn-Based Strategy:0.6, Turn-Based Combat:0.5
рогалик\p{L}*|роглайк\p{L}* => Roguelike, Roguelite
выживани\p{L}*|выжить|выживать => Survival
крафт\p{L}* => Crafting
открыт\p{L}* мир\p{L}* => Open World
песочниц\p{L}* => Sandbox
шутер\p{L}*|стрелялк\p{L}* => Shooter
гонк\p{L}*|гоночн\p{L}* => Racing
машин\p{L}*|автомобил\p{L}*|водит\p{L}* => Driving:0.6
космос\p{L}*|космическ\p{L}*|звездолет\p{L}*|планет\p{L}* => Space, Sci-fi:0.5
зомби => Zombies
головоломк\p{L}*|пазл\p{L}* => Puzzle
платформер\p{L}* => Platformer
карточн\p{L}*|карты|колод\p{L}* => Card Game:0.8, Deckbuilding:0.5
ферм\p{L}*|урожа\p{L}*|выращива\p{L}*|грядк\p{L}* => Farming Sim, Agriculture:0.6
деревн\p{L}*|жител\p{L}* => Life Sim:0.4
пиксел\p{L}*|пиксельн\p{L}* => Pixel Graphics
рисованн\p{L}*|нарисован\p{L}* => Hand-drawn
аниме => Anime
кот|кота|коте|котом|кошк\p{L}*|котик\p{L}*|котен\p{L}* => Cats
собак\p{L}*|пес|пса|щен\p{L}* => Dog
киберпанк\p{L}* => Cyberpunk
дракон\p{L}* => Dragons
маги\p{L}*|волшеб\p{L}*|заклинан\p{L}* => Magic, Fantasy:0.5
фэнтези => Fantasy
научн\p{L}* фантаст\p{L}*|фантастик\p{L}* => Sci-fi
рыцар\p{L}*|средневеков\p{L}* => Medieval
постапокалип\p{L}* => Post-apocalyptic
стелс|скрытн\p{L}*|прятаться|прячешься => Stealth
детектив\p{L}*|расследова\p{L}*|улик\p{L}* => Detective, Investigation:0.7
ролев\p{L}*|рпг => RPG
мил\p{L}*|уютн\p{L}*|расслабля\p{L}* => Cute:0.5, Cozy:0.6, Relaxing:0.6
смешн\p{L}*|юмор\p{L}*|комеди\p{L}*|весел\p{L}* => Funny, Comedy
грустн\p{L}*|трогательн\p{L}*|плакал\p{L}*|эмоциональн\p{L}* => Emotional
сюжет\p{L}* => Story Rich:0.6
подземел\p{L}* => Dungeon Crawler
строител\p{L}*|строить|постро\p{L}* => Building:0.6, Base Building:0.4
город\p{L}* => City Builder:0.4
управлени\p{L}*|менеджмент\p{L}* => Management
войн\p{L}*|солдат\p{L}*|арми\p{L}* => War, Military:0.5
втор\p{L}* миров\p{L}* => World War II
викинг\p{L}* => Vikings
пират\p{L}* => Pirates
вестерн\p{L}*|ковбо\p{L}*|дик\p{L}* запад\p{L}* => Western
ниндзя => Ninja
самура\p{L}* => Martial Arts:0.5, Swordplay:0.5
подводн\p{L}*|океан\p{L}*|морск\p{L}* => Underwater:0.6
виртуальн\p{L}* реальн\p{L}*|вр шлем\p{L}* => VR
сложн\p{L}*|хардкор\p{L}* => Difficult
соулс\p{L}*|дарк соулс => Souls-like
метроидвани\p{L}* => Metroidvania
ритм\p{L}* => Rhythm
музык\p{L}* => Music:0.4
спорт\p{L}* => Sports
футбол\p{L}* => Football (Soccer)
рыбалк\p{L}* => Fishing
поезд\p{L}* => Trains
самолет\p{L}*|летать|полет\p{L}* => Flight
робот\p{L}* => Robots
инопланет\p{L}*|пришел\p{L}* => Aliens
вампир\p{L}* => Vampire
демон\p{L}* => Demons
призрак\p{L}*|привиден\p{L}* => Supernatural
визуальн\p{L}* новелл\p{L}* => Visual Novel
(играешь|играла|играл) за девушк\p{L}*|героин\p{L}* => Female Protagonist
коротк\p{L}*|на пару часов|за вечер => Short:0.7
`;

/** One table line: a whole-word pattern over normalized text and the labels it points to. */
export interface Concept {
  pattern: RegExp;
  labels: { label: string; weight: number }[];
  /** The table line's source text, for debugging and `why` lines. */
  source: string;
}

/** Parses the table once (module load): throws on a malformed line so a typo fails the tests, not a request. */
function parseTable(table: string): Concept[] {
  const out: Concept[] = [];
  for (const raw of table.split("\n")) {
    const line = raw.trim();
    if (!line || line.startsWith("#")) continue;
    const [pat, rhs] = line.split(" => ");
    if (!pat || !rhs) throw new Error(`finder: bad concept line "${line}"`);
    // "-" points nowhere: the phrase only stops shorter phrases inside it from counting ("arrow keys").
    const labels = rhs.trim() === "-" ? [] : rhs.split(",").map((part) => {
      const m = /^\s*(.+?)(?::([\d.]+))?\s*$/.exec(part);
      if (!m) throw new Error(`finder: bad concept label "${part}" in "${line}"`);
      return { label: m[1]!, weight: m[2] ? Number(m[2]) : 1 };
    });
    // `\w` in JavaScript means ASCII only; the table's `\w*` should also continue Cyrillic words.
    const body = pat.replaceAll("\\w", "[\\p{L}\\p{N}]");
    out.push({ pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, "gu"), labels, source: pat });
  }
  return out;
}

/** The parsed concept table. */
export const CONCEPTS: readonly Concept[] = parseTable(TABLE);

/**
 * The plain words the concept table is written in ("medieval", "artillery"...), for typo repair: each pattern
 * alternative is expanded when it uses only `x?`, `[ab]`, `(a|b)` and a trailing `\w*`; anything fancier is skipped.
 *
 * @example
 * conceptWords().includes("mediaeval"); // true (from "medi[ae]v[ae]l")
 */
export function conceptWords(): string[] {
  const words = new Set<string>();
  for (const c of CONCEPTS) {
    for (const alt of splitTop(c.source)) {
      // "artiller\w*" stands for artillery, artilleries...: a stem gets the common endings.
      const endings = alt.endsWith("\\w*") ? STEM_ENDINGS : [""];
      for (const phrase of expand(alt.replace(/\\w\*/g, ""))) {
        for (const ending of endings) for (const w of `${phrase}${ending}`.split(" ")) if (/^[a-z]{4,}$/.test(w)) words.add(w);
      }
    }
  }
  return [...words];
}

const STEM_ENDINGS = ["", "s", "e", "es", "y", "ies", "ing", "ed", "er", "ers", "ion", "ions", "al", "ic", "ous", "ism", "ist"];

// Splits a pattern on top-level "|" (not inside parentheses).
function splitTop(pattern: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (ch === "|" && depth === 0) {
      out.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  out.push(pattern.slice(start));
  return out;
}

// All strings a tiny regex subset matches; [] when the alternative uses anything else. Capped at 64 variants.
function expand(alt: string): string[] {
  let variants = [""];
  for (let i = 0; i < alt.length; i++) {
    const ch = alt[i]!;
    let options: string[];
    if (ch === "[") {
      const end = alt.indexOf("]", i);
      if (end < 0) return [];
      options = [...alt.slice(i + 1, end)];
      i = end;
    } else if (ch === "(") {
      let depth = 1;
      let end = i + 1;
      for (; end < alt.length && depth > 0; end++) depth += alt[end] === "(" ? 1 : alt[end] === ")" ? -1 : 0;
      options = splitTop(alt.slice(i + 1, end - 1).replace(/^\?:/, "")).flatMap(expand);
      i = end - 1;
    } else if (/[a-z0-9 ]/.test(ch)) options = [ch];
    else return [];
    if (alt[i + 1] === "?") {
      options = [...options, ""];
      i++;
    }
    variants = variants.flatMap((v) => options.map((o) => v + o));
    if (variants.length > 64) return [];
  }
  return variants;
}
