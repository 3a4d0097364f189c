// Real listed companies of NYSE and NASDAQ (the Saudi Exchange's are in listings/saudi-companies.ts).
// Approximate figures as publicly known: shares outstanding (millions), a reference price (USD)
// and the annual dividend per share. One company a line:
// SYMBOL|Name|Exchange|Sector code|Shares (M)|Price|Annual dividend|Average daily volume (M shares)
// Sector codes: T Technology, C Communication Services, Y Consumer Cyclical, D Consumer
// Defensive, H Healthcare, F Financial Services, I Industrials, E Energy, U Utilities,
// R Real Estate, M Basic Materials.
export const COMPANIES = `
AAPL|Apple Inc.|NASDAQ|T|14900|230|1.04|50
MSFT|Microsoft Corporation|NASDAQ|T|7430|425|3.32|20
NVDA|NVIDIA Corporation|NASDAQ|T|24400|180|0.04|200
AMZN|Amazon.com, Inc.|NASDAQ|Y|10600|220|0|40
GOOGL|Alphabet Inc. Class A|NASDAQ|C|5800|250|0.84|30
GOOG|Alphabet Inc. Class C|NASDAQ|C|5450|251|0.84|20
META|Meta Platforms, Inc.|NASDAQ|C|2520|720|2.1|13
TSLA|Tesla, Inc.|NASDAQ|Y|3220|430|0|95
AVGO|Broadcom Inc.|NASDAQ|T|4700|340|2.36|25
BRK-B|Berkshire Hathaway Inc. Class B|NYSE|F|1300|490|0|4
JPM|JPMorgan Chase & Co.|NYSE|F|2750|300|6|9
LLY|Eli Lilly and Company|NYSE|H|895|820|6|3.5
V|Visa Inc.|NYSE|F|1920|345|2.36|7
UNH|UnitedHealth Group Incorporated|NYSE|H|905|330|8.84|9
XOM|Exxon Mobil Corporation|NYSE|E|4260|115|3.96|15
MA|Mastercard Incorporated|NYSE|F|910|570|3.04|3
JNJ|Johnson & Johnson|NYSE|H|2410|190|5.2|8
PG|The Procter & Gamble Company|NYSE|D|2340|155|4.23|7
HD|The Home Depot, Inc.|NYSE|Y|995|390|9.2|3.5
COST|Costco Wholesale Corporation|NASDAQ|D|443|920|5.2|2
ORCL|Oracle Corporation|NYSE|T|2820|240|2|12
ABBV|AbbVie Inc.|NYSE|H|1770|225|6.56|6
WMT|Walmart Inc.|NASDAQ|D|7990|102|0.94|17
BAC|Bank of America Corporation|NYSE|F|7500|51|1.08|38
KO|The Coca-Cola Company|NYSE|D|4300|69|2.04|14
CVX|Chevron Corporation|NYSE|E|1730|155|6.84|8
MRK|Merck & Co., Inc.|NYSE|H|2500|88|3.24|12
NFLX|Netflix, Inc.|NASDAQ|C|425|1200|0|3.5
CRM|Salesforce, Inc.|NYSE|T|955|245|1.66|7
AMD|Advanced Micro Devices, Inc.|NASDAQ|T|1620|160|0|45
PEP|PepsiCo, Inc.|NASDAQ|D|1370|145|5.69|7
TMO|Thermo Fisher Scientific Inc.|NYSE|H|378|480|1.72|2
LIN|Linde plc|NASDAQ|M|470|460|6|2
ADBE|Adobe Inc.|NASDAQ|T|425|350|0|3.5
CSCO|Cisco Systems, Inc.|NASDAQ|T|3960|68|1.64|20
ACN|Accenture plc|NYSE|T|623|250|5.92|3
MCD|McDonald's Corporation|NYSE|Y|714|305|7.08|3.3
ABT|Abbott Laboratories|NYSE|H|1740|130|2.36|6
WFC|Wells Fargo & Company|NYSE|F|3250|80|1.6|17
IBM|International Business Machines Corporation|NYSE|T|930|260|6.72|4.5
PM|Philip Morris International Inc.|NYSE|D|1555|160|5.64|6
GE|GE Aerospace|NYSE|I|1060|290|1.44|5.5
DIS|The Walt Disney Company|NYSE|C|1800|115|1|9
QCOM|QUALCOMM Incorporated|NASDAQ|T|1090|160|3.56|8
INTU|Intuit Inc.|NASDAQ|T|279|660|4.16|1.8
TXN|Texas Instruments Incorporated|NASDAQ|T|908|185|5.44|6
CAT|Caterpillar Inc.|NYSE|I|468|440|6.04|2.8
VZ|Verizon Communications Inc.|NYSE|C|4215|41|2.74|20
AMGN|Amgen Inc.|NASDAQ|H|538|290|9.52|2.8
ISRG|Intuitive Surgical, Inc.|NASDAQ|H|358|470|0|1.8
NOW|ServiceNow, Inc.|NYSE|T|207|920|0|1.4
GS|The Goldman Sachs Group, Inc.|NYSE|F|307|760|16|2.2
PFE|Pfizer Inc.|NYSE|H|5680|25|1.72|40
SPGI|S&P Global Inc.|NYSE|F|305|510|3.84|1.4
T|AT&T Inc.|NYSE|C|7150|28|1.11|35
CMCSA|Comcast Corporation|NASDAQ|C|3700|33|1.32|22
RTX|RTX Corporation|NYSE|I|1335|160|2.72|5
AXP|American Express Company|NYSE|F|695|340|3.28|3
MS|Morgan Stanley|NYSE|F|1595|150|4|6
NEE|NextEra Energy, Inc.|NYSE|U|2060|72|2.27|10
UNP|Union Pacific Corporation|NYSE|I|593|225|5.52|3
LOW|Lowe's Companies, Inc.|NYSE|Y|560|250|4.8|3
PGR|The Progressive Corporation|NYSE|F|586|250|0.4|3
HON|Honeywell International Inc.|NASDAQ|I|635|210|4.52|3.5
BKNG|Booking Holdings Inc.|NASDAQ|Y|32.5|5400|38.4|0.3
UBER|Uber Technologies, Inc.|NYSE|T|2090|95|0|20
ETN|Eaton Corporation plc|NYSE|I|391|370|4.16|3
SYK|Stryker Corporation|NYSE|H|382|380|3.36|1.3
BLK|BlackRock, Inc.|NYSE|F|155|1100|20.84|0.8
C|Citigroup Inc.|NYSE|F|1840|98|2.4|15
ELV|Elevance Health, Inc.|NYSE|H|225|330|6.84|2
BSX|Boston Scientific Corporation|NYSE|H|1480|100|0|7
SCHW|The Charles Schwab Corporation|NYSE|F|1815|95|1.08|9
VRTX|Vertex Pharmaceuticals Incorporated|NASDAQ|H|256|420|0|1.4
LMT|Lockheed Martin Corporation|NYSE|I|233|480|13.2|1.5
ADP|Automatic Data Processing, Inc.|NASDAQ|I|405|300|6.16|1.8
MDT|Medtronic plc|NYSE|H|1280|92|2.84|6
PLD|Prologis, Inc.|NYSE|R|927|110|4.04|4
TJX|The TJX Companies, Inc.|NYSE|Y|1115|135|1.7|5.5
BMY|Bristol-Myers Squibb Company|NYSE|H|2035|46|2.48|13
CB|Chubb Limited|NYSE|F|399|275|3.88|1.8
MMC|Marsh & McLennan Companies, Inc.|NYSE|F|492|200|3.6|2
ADI|Analog Devices, Inc.|NASDAQ|T|496|240|3.96|3.5
PANW|Palo Alto Networks, Inc.|NASDAQ|T|665|200|0|6
DE|Deere & Company|NYSE|I|271|470|6.48|1.5
GILD|Gilead Sciences, Inc.|NASDAQ|H|1245|115|3.16|7.5
SBUX|Starbucks Corporation|NASDAQ|Y|1140|85|2.48|9
MU|Micron Technology, Inc.|NASDAQ|T|1120|160|0.46|25
AMAT|Applied Materials, Inc.|NASDAQ|T|800|190|1.84|7
LRCX|Lam Research Corporation|NASDAQ|T|1280|115|0.92|12
KLAC|KLA Corporation|NASDAQ|T|132|900|7.6|1.1
INTC|Intel Corporation|NASDAQ|T|4370|24|0|100
MO|Altria Group, Inc.|NYSE|D|1685|60|4.2|9
SO|The Southern Company|NYSE|U|1100|92|2.96|4.5
DUK|Duke Energy Corporation|NYSE|U|777|122|4.22|3.3
CI|The Cigna Group|NYSE|H|268|300|6.04|1.8
ICE|Intercontinental Exchange, Inc.|NYSE|F|573|170|1.92|3
AMT|American Tower Corporation|NYSE|R|468|200|6.8|2.3
CME|CME Group Inc.|NASDAQ|F|360|270|5|2.2
SHW|The Sherwin-Williams Company|NYSE|M|250|340|3.16|1.8
ZTS|Zoetis Inc.|NYSE|H|445|145|2|3
MDLZ|Mondelez International, Inc.|NASDAQ|D|1295|62|2|8
EQIX|Equinix, Inc.|NASDAQ|R|98|780|18.76|0.6
PH|Parker-Hannifin Corporation|NYSE|I|128|720|7.2|0.7
CL|Colgate-Palmolive Company|NYSE|D|808|80|2.08|5
MCK|McKesson Corporation|NYSE|H|125|700|3.28|0.9
WM|Waste Management, Inc.|NYSE|I|402|220|3.3|1.8
CVS|CVS Health Corporation|NYSE|H|1265|70|2.66|9
TGT|Target Corporation|NYSE|D|455|95|4.56|6
GD|General Dynamics Corporation|NYSE|I|269|320|6|1.3
NOC|Northrop Grumman Corporation|NYSE|I|143|570|9.24|0.9
USB|U.S. Bancorp|NYSE|F|1560|47|2|8
PNC|The PNC Financial Services Group, Inc.|NYSE|F|395|190|6.8|2
APH|Amphenol Corporation|NYSE|T|1210|110|0.66|8
MMM|3M Company|NYSE|I|533|150|2.92|3.5
ITW|Illinois Tool Works Inc.|NYSE|I|292|255|6.04|1
EOG|EOG Resources, Inc.|NYSE|E|545|120|4.08|3.3
COP|ConocoPhillips|NYSE|E|1250|92|3.12|7
SLB|Schlumberger Limited|NYSE|E|1360|36|1.14|14
FDX|FedEx Corporation|NYSE|I|236|240|5.8|2
ECL|Ecolab Inc.|NYSE|M|283|270|2.6|1.2
EMR|Emerson Electric Co.|NYSE|I|562|135|2.11|3
CSX|CSX Corporation|NASDAQ|I|1865|35|0.52|14
NSC|Norfolk Southern Corporation|NYSE|I|225|280|5.4|1.3
AON|Aon plc|NYSE|F|216|360|2.98|1.2
HCA|HCA Healthcare, Inc.|NYSE|H|237|420|2.88|1.4
ORLY|O'Reilly Automotive, Inc.|NASDAQ|Y|850|100|0|4.5
AZO|AutoZone, Inc.|NYSE|Y|16.7|4000|0|0.13
MAR|Marriott International, Inc.|NASDAQ|Y|272|270|2.64|1.5
HLT|Hilton Worldwide Holdings Inc.|NYSE|Y|236|270|0.6|1.6
ABNB|Airbnb, Inc.|NASDAQ|Y|610|125|0|5
SNPS|Synopsys, Inc.|NASDAQ|T|185|460|0|1.5
CDNS|Cadence Design Systems, Inc.|NASDAQ|T|273|340|0|1.8
CRWD|CrowdStrike Holdings, Inc.|NASDAQ|T|250|480|0|3.5
FTNT|Fortinet, Inc.|NASDAQ|T|765|80|0|5
ANET|Arista Networks, Inc.|NYSE|T|1257|140|0|9
MRVL|Marvell Technology, Inc.|NASDAQ|T|862|75|0.24|15
ADSK|Autodesk, Inc.|NASDAQ|T|214|310|0|1.6
WDAY|Workday, Inc.|NASDAQ|T|267|230|0|2.5
PYPL|PayPal Holdings, Inc.|NASDAQ|F|960|68|0.56|12
SQ|Block, Inc.|NYSE|T|610|75|0|8
SHOP|Shopify Inc.|NASDAQ|T|1300|150|0|8
SNOW|Snowflake Inc.|NYSE|T|337|230|0|5
PLTR|Palantir Technologies Inc.|NASDAQ|T|2370|180|0|70
DDOG|Datadog, Inc.|NASDAQ|T|349|140|0|4.5
ZS|Zscaler, Inc.|NASDAQ|T|155|280|0|1.7
TEAM|Atlassian Corporation|NASDAQ|T|263|170|0|2
MDB|MongoDB, Inc.|NASDAQ|T|81|320|0|1.8
NET|Cloudflare, Inc.|NYSE|T|348|210|0|3
HUBS|HubSpot, Inc.|NYSE|T|52.5|450|0|0.7
OKTA|Okta, Inc.|NASDAQ|T|175|90|0|3
TWLO|Twilio Inc.|NYSE|T|153|105|0|3
DELL|Dell Technologies Inc.|NYSE|T|680|130|2.1|7
HPQ|HP Inc.|NYSE|T|940|27|1.16|9
HPE|Hewlett Packard Enterprise Company|NYSE|T|1320|22|0.52|20
NTAP|NetApp, Inc.|NASDAQ|T|200|115|2.08|1.8
WDC|Western Digital Corporation|NASDAQ|T|348|95|0.4|7
STX|Seagate Technology Holdings plc|NASDAQ|T|212|200|2.88|3.5
ON|ON Semiconductor Corporation|NASDAQ|T|412|50|0|8
NXPI|NXP Semiconductors N.V.|NASDAQ|T|252|215|4.06|2.5
MCHP|Microchip Technology Incorporated|NASDAQ|T|540|65|1.82|8
SMCI|Super Micro Computer, Inc.|NASDAQ|T|594|45|0|30
ARM|Arm Holdings plc|NASDAQ|T|1060|150|0|5
TSM|Taiwan Semiconductor Manufacturing Company Limited|NYSE|T|5190|290|2.9|12
ASML|ASML Holding N.V.|NASDAQ|T|388|950|7.4|1.5
SAP|SAP SE|NYSE|T|1170|270|2.6|1.2
SONY|Sony Group Corporation|NYSE|T|6030|27|0.15|5
BABA|Alibaba Group Holding Limited|NYSE|Y|2300|160|1.05|15
PDD|PDD Holdings Inc.|NASDAQ|Y|1390|120|0|9
JD|JD.com, Inc.|NASDAQ|Y|1430|33|1|12
NIO|NIO Inc.|NYSE|Y|2090|6.5|0|50
RIVN|Rivian Automotive, Inc.|NASDAQ|Y|1220|14|0|35
LCID|Lucid Group, Inc.|NASDAQ|Y|305|20|0|25
F|Ford Motor Company|NYSE|Y|3980|12|0.6|50
GM|General Motors Company|NYSE|Y|955|60|0.6|8
STLA|Stellantis N.V.|NYSE|Y|2880|10|0.75|10
TM|Toyota Motor Corporation|NYSE|Y|1310|190|5.3|0.4
HMC|Honda Motor Co., Ltd.|NYSE|Y|1320|33|1.3|0.9
NKE|NIKE, Inc.|NYSE|Y|1480|70|1.6|15
LULU|Lululemon Athletica Inc.|NASDAQ|Y|120|180|0|3
ROST|Ross Stores, Inc.|NASDAQ|Y|326|150|1.62|2.8
DG|Dollar General Corporation|NYSE|D|220|105|2.36|3.5
DLTR|Dollar Tree, Inc.|NASDAQ|D|205|100|0|4
KR|The Kroger Co.|NYSE|D|661|67|1.34|6
SYY|Sysco Corporation|NYSE|D|480|78|2.16|3
KMB|Kimberly-Clark Corporation|NASDAQ|D|332|125|5.04|2
GIS|General Mills, Inc.|NYSE|D|540|50|2.44|5
KHC|The Kraft Heinz Company|NASDAQ|D|1185|27|1.6|12
HSY|The Hershey Company|NYSE|D|203|180|5.48|1.7
K|Kellanova|NYSE|D|346|80|2.28|2
STZ|Constellation Brands, Inc.|NYSE|D|176|140|4.08|2.2
KDP|Keurig Dr Pepper Inc.|NASDAQ|D|1360|30|0.92|12
MNST|Monster Beverage Corporation|NASDAQ|D|976|68|0|6
EL|The Estée Lauder Companies Inc.|NYSE|D|360|88|1.4|4
CLX|The Clorox Company|NYSE|D|123|120|4.96|1.5
CHD|Church & Dwight Co., Inc.|NYSE|D|243|90|1.18|2
ADM|Archer-Daniels-Midland Company|NYSE|D|481|60|2.04|3.5
TSN|Tyson Foods, Inc.|NYSE|D|356|55|2|2.5
CAG|Conagra Brands, Inc.|NYSE|D|478|19|1.4|6
CPB|The Campbell's Company|NASDAQ|D|298|32|1.56|3
BG|Bunge Global SA|NYSE|D|200|90|2.8|1.8
WBA|Walgreens Boots Alliance, Inc.|NASDAQ|D|865|11.9|1|15
DPZ|Domino's Pizza, Inc.|NASDAQ|Y|34|450|6.96|0.6
CMG|Chipotle Mexican Grill, Inc.|NYSE|Y|1345|40|0|25
YUM|Yum! Brands, Inc.|NYSE|Y|278|145|2.84|2
DRI|Darden Restaurants, Inc.|NYSE|Y|117|190|6|1.3
EBAY|eBay Inc.|NASDAQ|Y|457|90|1.16|5.5
ETSY|Etsy, Inc.|NASDAQ|Y|100|60|0|3.5
EXPE|Expedia Group, Inc.|NASDAQ|Y|124|220|1.6|2
RCL|Royal Caribbean Cruises Ltd.|NYSE|Y|272|320|3.2|3
CCL|Carnival Corporation & plc|NYSE|Y|1310|29|0|25
NCLH|Norwegian Cruise Line Holdings Ltd.|NYSE|Y|450|24|0|15
LVS|Las Vegas Sands Corp.|NYSE|Y|690|55|1|6
WYNN|Wynn Resorts, Limited|NASDAQ|Y|104|120|1|2.5
MGM|MGM Resorts International|NYSE|Y|272|35|0|5
DAL|Delta Air Lines, Inc.|NYSE|I|653|60|0.75|9
UAL|United Airlines Holdings, Inc.|NASDAQ|I|327|100|0|7
AAL|American Airlines Group Inc.|NASDAQ|I|660|13|0|35
LUV|Southwest Airlines Co.|NYSE|I|527|33|0.72|8
BA|The Boeing Company|NYSE|I|758|220|0|8
UPS|United Parcel Service, Inc.|NYSE|I|848|88|6.56|5
LHX|L3Harris Technologies, Inc.|NYSE|I|187|280|4.8|1.1
TDG|TransDigm Group Incorporated|NYSE|I|56|1350|0|0.3
HWM|Howmet Aerospace Inc.|NYSE|I|403|190|0.4|3
CARR|Carrier Global Corporation|NYSE|I|855|65|0.9|5
OTIS|Otis Worldwide Corporation|NYSE|I|392|90|1.68|3
JCI|Johnson Controls International plc|NYSE|I|655|115|1.48|4.5
TT|Trane Technologies plc|NYSE|I|222|420|3.76|1.2
ROK|Rockwell Automation, Inc.|NYSE|I|112|340|5.24|0.9
CMI|Cummins Inc.|NYSE|I|138|400|7.28|0.9
PCAR|PACCAR Inc|NASDAQ|I|525|100|1.32|3
URI|United Rentals, Inc.|NYSE|I|64|900|7.16|0.6
FAST|Fastenal Company|NASDAQ|I|1147|45|0.88|6
GWW|W.W. Grainger, Inc.|NYSE|I|48|1000|8.6|0.25
CTAS|Cintas Corporation|NASDAQ|I|403|210|1.56|1.8
PAYX|Paychex, Inc.|NASDAQ|I|360|140|4.32|2.3
RSG|Republic Services, Inc.|NYSE|I|312|235|2.32|1.2
VRSK|Verisk Analytics, Inc.|NASDAQ|I|140|270|1.8|0.9
ODFL|Old Dominion Freight Line, Inc.|NASDAQ|I|211|150|1.12|1.5
XYL|Xylem Inc.|NYSE|I|243|140|1.6|1.4
DOV|Dover Corporation|NYSE|I|137|180|2.08|1
IR|Ingersoll Rand Inc.|NYSE|I|398|80|0.08|2.8
AME|AMETEK, Inc.|NYSE|I|231|185|1.24|1.2
WAB|Westinghouse Air Brake Technologies Corporation|NYSE|I|171|200|1|1
GEV|GE Vernova Inc.|NYSE|I|273|600|1|3
VRT|Vertiv Holdings Co|NYSE|I|382|150|0.2|8
PWR|Quanta Services, Inc.|NYSE|I|148|400|0.4|1.3
J|Jacobs Solutions Inc.|NYSE|I|120|145|1.28|0.8
LDOS|Leidos Holdings, Inc.|NYSE|T|128|180|1.6|1
AXON|Axon Enterprise, Inc.|NASDAQ|I|78|700|0|0.7
EFX|Equifax Inc.|NYSE|I|124|240|2|0.9
NEM|Newmont Corporation|NYSE|M|1100|85|1|10
FCX|Freeport-McMoRan Inc.|NYSE|M|1436|42|0.6|13
NUE|Nucor Corporation|NYSE|M|230|140|2.2|2
DOW|Dow Inc.|NYSE|M|708|23|1.4|12
DD|DuPont de Nemours, Inc.|NYSE|M|418|75|1.64|3
APD|Air Products and Chemicals, Inc.|NYSE|M|222|280|7.16|1.2
PPG|PPG Industries, Inc.|NYSE|M|226|105|2.72|2
LYB|LyondellBasell Industries N.V.|NYSE|M|322|48|5.48|3
ALB|Albemarle Corporation|NYSE|M|118|85|1.62|3
MLM|Martin Marietta Materials, Inc.|NYSE|M|60.5|620|3.28|0.45
VMC|Vulcan Materials Company|NYSE|M|132|290|1.96|1
IP|International Paper Company|NYSE|M|528|47|1.85|5
CF|CF Industries Holdings, Inc.|NYSE|M|162|90|2|2
MOS|The Mosaic Company|NYSE|M|317|33|0.88|4.5
STLD|Steel Dynamics, Inc.|NASDAQ|M|148|150|2|1.5
CTVA|Corteva, Inc.|NYSE|M|680|70|0.72|3.5
SCCO|Southern Copper Corporation|NYSE|M|804|120|2.8|1.2
AA|Alcoa Corporation|NYSE|M|259|35|0.4|6
X|United States Steel Corporation|NYSE|M|226|54|0.2|5
OXY|Occidental Petroleum Corporation|NYSE|E|985|44|0.96|10
MPC|Marathon Petroleum Corporation|NYSE|E|310|175|3.64|2.5
PSX|Phillips 66|NYSE|E|405|130|4.8|3
VLO|Valero Energy Corporation|NYSE|E|311|160|4.52|3
KMI|Kinder Morgan, Inc.|NYSE|E|2222|27|1.17|15
WMB|The Williams Companies, Inc.|NYSE|E|1220|60|2|7
OKE|ONEOK, Inc.|NYSE|E|625|75|4.12|3.5
HAL|Halliburton Company|NYSE|E|855|23|0.68|10
BKR|Baker Hughes Company|NASDAQ|E|988|45|0.92|7
DVN|Devon Energy Corporation|NYSE|E|630|34|0.96|8
FANG|Diamondback Energy, Inc.|NASDAQ|E|292|145|4|1.8
HES|Hess Corporation|NYSE|E|309|145|2|1.5
CTRA|Coterra Energy Inc.|NYSE|E|763|25|0.88|8
EQT|EQT Corporation|NYSE|E|624|55|0.66|7
APA|APA Corporation|NASDAQ|E|358|23|1|8
ET|Energy Transfer LP|NYSE|E|3430|17.5|1.31|15
EPD|Enterprise Products Partners L.P.|NYSE|E|2165|31|2.16|4
TRGP|Targa Resources Corp.|NYSE|E|217|170|4|2
LNG|Cheniere Energy, Inc.|NYSE|E|222|230|2|2
SHEL|Shell plc|NYSE|E|5900|72|2.86|4.5
BP|BP p.l.c.|NYSE|E|2620|34|1.99|9
TTE|TotalEnergies SE|NYSE|E|2200|62|3.4|1.5
D|Dominion Energy, Inc.|NYSE|U|853|58|2.67|4.5
AEP|American Electric Power Company, Inc.|NASDAQ|U|534|112|3.72|3.5
EXC|Exelon Corporation|NASDAQ|U|1010|45|1.6|7
SRE|Sempra|NYSE|U|653|88|2.58|4
XEL|Xcel Energy Inc.|NASDAQ|U|590|72|2.28|4
PCG|PG&E Corporation|NYSE|U|2197|15.5|0.1|20
ED|Consolidated Edison, Inc.|NYSE|U|360|100|3.4|2
PEG|Public Service Enterprise Group Incorporated|NYSE|U|499|85|2.52|3
WEC|WEC Energy Group, Inc.|NYSE|U|322|110|3.57|2
EIX|Edison International|NYSE|U|385|56|3.31|2.5
ETR|Entergy Corporation|NYSE|U|445|92|2.4|2.5
DTE|DTE Energy Company|NYSE|U|207|135|4.36|1.2
FE|FirstEnergy Corp.|NYSE|U|577|45|1.78|3.5
PPL|PPL Corporation|NYSE|U|739|36|1.09|5
AEE|Ameren Corporation|NYSE|U|270|100|2.84|1.5
CNP|CenterPoint Energy, Inc.|NYSE|U|652|38|0.88|5
CEG|Constellation Energy Corporation|NASDAQ|U|313|330|1.55|3
VST|Vistra Corp.|NYSE|U|339|200|0.9|6
NRG|NRG Energy, Inc.|NYSE|U|195|160|1.76|3
AWK|American Water Works Company, Inc.|NYSE|U|195|140|3.31|1.2
O|Realty Income Corporation|NYSE|R|903|58|3.22|5.5
SPG|Simon Property Group, Inc.|NYSE|R|326|180|8.4|1.6
PSA|Public Storage|NYSE|R|175|290|12|1
WELL|Welltower Inc.|NYSE|R|660|165|2.68|3.5
DLR|Digital Realty Trust, Inc.|NYSE|R|340|170|4.88|1.8
CCI|Crown Castle Inc.|NYSE|R|435|100|4.25|2.5
VICI|VICI Properties Inc.|NYSE|R|1060|33|1.73|7
AVB|AvalonBay Communities, Inc.|NYSE|R|142|190|7|0.7
EQR|Equity Residential|NYSE|R|380|65|2.77|2
EXR|Extra Space Storage Inc.|NYSE|R|212|140|6.48|1.1
CBRE|CBRE Group, Inc.|NYSE|R|298|155|0|1.8
IRM|Iron Mountain Incorporated|NYSE|R|295|95|3.14|1.5
VTR|Ventas, Inc.|NYSE|R|453|68|1.92|2.5
ARE|Alexandria Real Estate Equities, Inc.|NYSE|R|170|75|5.28|1.5
MAA|Mid-America Apartment Communities, Inc.|NYSE|R|117|140|6.12|0.9
KIM|Kimco Realty Corporation|NYSE|R|680|22|1|5
INVH|Invitation Homes Inc.|NYSE|R|613|30|1.16|3
ESS|Essex Property Trust, Inc.|NYSE|R|64|260|10.28|0.4
HST|Host Hotels & Resorts, Inc.|NASDAQ|R|688|17|0.8|9
UDR|UDR, Inc.|NYSE|R|331|37|1.72|2
REG|Regency Centers Corporation|NASDAQ|R|182|72|2.82|1
BXP|BXP, Inc.|NYSE|R|158|72|2.8|1.3
FRT|Federal Realty Investment Trust|NYSE|R|86|100|4.52|0.6
AMH|American Homes 4 Rent|NYSE|R|370|33|1.2|2.5
GLPI|Gaming and Leisure Properties, Inc.|NASDAQ|R|283|46|3.12|1.3
WPC|W. P. Carey Inc.|NYSE|R|219|67|3.6|1.1
STAG|STAG Industrial, Inc.|NYSE|R|187|37|1.49|1.2
NNN|NNN REIT, Inc.|NYSE|R|188|42|2.4|1.1
SBAC|SBA Communications Corporation|NASDAQ|R|107|195|4.44|0.8
COF|Capital One Financial Corporation|NYSE|F|640|220|2.4|4
TFC|Truist Financial Corporation|NYSE|F|1300|45|2.08|8
BK|The Bank of New York Mellon Corporation|NYSE|F|705|105|2.12|4
STT|State Street Corporation|NYSE|F|284|115|3.36|2.3
MET|MetLife, Inc.|NYSE|F|665|80|2.27|3.5
PRU|Prudential Financial, Inc.|NYSE|F|350|105|5.4|1.8
AIG|American International Group, Inc.|NYSE|F|560|78|1.8|4
AFL|Aflac Incorporated|NYSE|F|535|108|2.32|2.3
ALL|The Allstate Corporation|NYSE|F|263|200|4|1.5
TRV|The Travelers Companies, Inc.|NYSE|F|225|275|4.4|1.3
HIG|The Hartford Insurance Group, Inc.|NYSE|F|285|130|2.08|1.8
MCO|Moody's Corporation|NYSE|F|179|490|3.76|0.8
MSCI|MSCI Inc.|NYSE|F|77|560|7.2|0.6
NDAQ|Nasdaq, Inc.|NASDAQ|F|573|90|1.08|3.5
KKR|KKR & Co. Inc.|NYSE|F|890|130|0.74|5
BX|Blackstone Inc.|NYSE|F|1230|160|4.5|4
APO|Apollo Global Management, Inc.|NYSE|F|572|135|2.04|4
ARES|Ares Management Corporation|NYSE|F|218|170|4.48|1.2
TROW|T. Rowe Price Group, Inc.|NASDAQ|F|220|105|5.08|1.6
AMP|Ameriprise Financial, Inc.|NYSE|F|95|500|6.4|0.5
FITB|Fifth Third Bancorp|NASDAQ|F|668|44|1.56|4.5
MTB|M&T Bank Corporation|NYSE|F|157|190|5.6|1
HBAN|Huntington Bancshares Incorporated|NASDAQ|F|1457|16.5|0.62|20
RF|Regions Financial Corporation|NYSE|F|895|26|1.06|8
KEY|KeyCorp|NYSE|F|1095|18.5|0.82|10
CFG|Citizens Financial Group, Inc.|NYSE|F|436|52|1.72|4
SYF|Synchrony Financial|NYSE|F|375|72|1.1|4
DFS|Discover Financial Services|NYSE|F|251|190|2.8|1.5
FIS|Fidelity National Information Services, Inc.|NYSE|F|525|68|1.6|3.5
FI|Fiserv, Inc.|NYSE|F|545|130|0|3.5
GPN|Global Payments Inc.|NYSE|F|244|85|1|2.5
COIN|Coinbase Global, Inc.|NASDAQ|F|254|330|0|10
HOOD|Robinhood Markets, Inc.|NASDAQ|F|885|120|0|40
SOFI|SoFi Technologies, Inc.|NASDAQ|F|1100|27|0|55
ALLY|Ally Financial Inc.|NYSE|F|307|39|1.2|4
MKL|Markel Group Inc.|NYSE|F|12.7|1900|0|0.04
WRB|W. R. Berkley Corporation|NYSE|F|380|70|0.36|2
CINF|Cincinnati Financial Corporation|NASDAQ|F|156|155|3.48|0.7
L|Loews Corporation|NYSE|F|208|95|0.25|0.8
RJF|Raymond James Financial, Inc.|NYSE|F|200|165|2|1.2
IVZ|Invesco Ltd.|NYSE|F|447|22|0.83|5
BEN|Franklin Resources, Inc.|NYSE|F|520|24|1.28|5
ZION|Zions Bancorporation, N.A.|NASDAQ|F|148|55|1.72|1.5
DHR|Danaher Corporation|NYSE|H|715|200|1.28|3.5
A|Agilent Technologies, Inc.|NYSE|H|284|130|0.99|2
IQV|IQVIA Holdings Inc.|NYSE|H|172|190|0|1.5
IDXX|IDEXX Laboratories, Inc.|NASDAQ|H|80|640|0|0.5
EW|Edwards Lifesciences Corporation|NYSE|H|587|80|0|4.5
REGN|Regeneron Pharmaceuticals, Inc.|NASDAQ|H|106|580|3.52|0.9
BIIB|Biogen Inc.|NASDAQ|H|146|150|0|1.3
MRNA|Moderna, Inc.|NASDAQ|H|387|27|0|10
HUM|Humana Inc.|NYSE|H|121|260|3.54|1.8
CNC|Centene Corporation|NYSE|H|497|35|0|6
MOH|Molina Healthcare, Inc.|NYSE|H|54|160|0|0.9
DXCM|DexCom, Inc.|NASDAQ|H|392|70|0|4
RMD|ResMed Inc.|NYSE|H|147|270|2.4|0.9
BDX|Becton, Dickinson and Company|NYSE|H|287|190|4.16|2
BAX|Baxter International Inc.|NYSE|H|513|23|0.68|5
ZBH|Zimmer Biomet Holdings, Inc.|NYSE|H|198|95|0.96|1.5
GEHC|GE HealthCare Technologies Inc.|NASDAQ|H|457|75|0.14|3.5
COR|Cencora, Inc.|NYSE|H|194|300|2.2|1.5
CAH|Cardinal Health, Inc.|NYSE|H|239|190|2.04|2
LH|Labcorp Holdings Inc.|NYSE|H|83|260|2.88|0.7
DGX|Quest Diagnostics Incorporated|NYSE|H|112|180|3.2|1
ALGN|Align Technology, Inc.|NASDAQ|H|72|135|0|0.9
HOLX|Hologic, Inc.|NASDAQ|H|223|68|0|2.3
MTD|Mettler-Toledo International Inc.|NYSE|H|20.6|1350|0|0.15
WAT|Waters Corporation|NYSE|H|59.5|380|0|0.5
ILMN|Illumina, Inc.|NASDAQ|H|153|100|0|1.8
NVO|Novo Nordisk A/S|NYSE|H|4440|48|1.7|8
AZN|AstraZeneca PLC|NASDAQ|H|3100|85|1.6|6
NVS|Novartis AG|NYSE|H|1930|125|4.3|1.5
SNY|Sanofi|NASDAQ|H|2450|48|2.1|2.5
GSK|GSK plc|NYSE|H|2030|45|1.6|5
TEVA|Teva Pharmaceutical Industries Limited|NYSE|H|1150|20|0|9
VTRS|Viatris Inc.|NASDAQ|H|1160|11|0.48|10
CHTR|Charter Communications, Inc.|NASDAQ|C|137|260|0|1.2
TMUS|T-Mobile US, Inc.|NASDAQ|C|1120|230|3.52|4
WBD|Warner Bros. Discovery, Inc.|NASDAQ|C|2475|20|0|30
PARA|Paramount Global|NASDAQ|C|670|15|0.2|12
EA|Electronic Arts Inc.|NASDAQ|C|250|200|0.76|2
TTWO|Take-Two Interactive Software, Inc.|NASDAQ|C|184|250|0|1.8
RBLX|Roblox Corporation|NYSE|C|690|120|0|8
SPOT|Spotify Technology S.A.|NYSE|C|205|680|0|1.8
SNAP|Snap Inc.|NYSE|C|1690|8|0|30
PINS|Pinterest, Inc.|NYSE|C|678|33|0|10
MTCH|Match Group, Inc.|NASDAQ|C|245|35|0.76|5
OMC|Omnicom Group Inc.|NYSE|C|195|75|2.8|1.8
IPG|The Interpublic Group of Companies, Inc.|NYSE|C|366|26|1.32|5
LYV|Live Nation Entertainment, Inc.|NYSE|C|232|150|0|2
FOXA|Fox Corporation|NASDAQ|C|450|57|0.54|3
NWSA|News Corp|NASDAQ|C|565|28|0.2|3
DASH|DoorDash, Inc.|NASDAQ|C|425|250|0|4
ZM|Zoom Communications, Inc.|NASDAQ|T|303|80|0|2.5
DOCU|Docusign, Inc.|NASDAQ|T|202|75|0|2.5
U|Unity Software Inc.|NYSE|T|415|38|0|12
PATH|UiPath Inc.|NYSE|T|540|13|0|12
AFRM|Affirm Holdings, Inc.|NASDAQ|T|325|75|0|8
GDDY|GoDaddy Inc.|NYSE|T|142|150|0|1.4
IT|Gartner, Inc.|NYSE|T|77|250|0|0.6
CTSH|Cognizant Technology Solutions Corporation|NASDAQ|T|495|70|1.24|3.5
EPAM|EPAM Systems, Inc.|NYSE|T|56|160|0|0.8
GLW|Corning Incorporated|NYSE|T|856|85|1.12|7
TEL|TE Connectivity plc|NYSE|T|297|220|2.84|1.8
KEYS|Keysight Technologies, Inc.|NYSE|T|172|170|0|1.2
TER|Teradyne, Inc.|NASDAQ|T|160|130|0.48|3
ZBRA|Zebra Technologies Corporation|NASDAQ|T|51|300|0|0.5
FSLR|First Solar, Inc.|NASDAQ|T|107|220|0|3
ENPH|Enphase Energy, Inc.|NASDAQ|T|131|35|0|4
QRVO|Qorvo, Inc.|NASDAQ|T|93|90|0|1.5
SWKS|Skyworks Solutions, Inc.|NASDAQ|T|150|70|2.8|2.5
AKAM|Akamai Technologies, Inc.|NASDAQ|T|146|75|0|2
FFIV|F5, Inc.|NASDAQ|T|57|320|0|0.6
JNPR|Juniper Networks, Inc.|NYSE|T|334|40|0.88|3
CDW|CDW Corporation|NASDAQ|T|131|160|2.5|1
ANSS|ANSYS, Inc.|NASDAQ|T|88|350|0|0.5
PTC|PTC Inc.|NASDAQ|T|120|200|0|1
TYL|Tyler Technologies, Inc.|NYSE|T|43|550|0|0.3
ROP|Roper Technologies, Inc.|NASDAQ|T|107|500|3.3|0.6
FICO|Fair Isaac Corporation|NYSE|T|24|1600|0|0.2
MPWR|Monolithic Power Systems, Inc.|NASDAQ|T|48|900|6.24|0.6
APP|AppLovin Corporation|NASDAQ|T|338|600|0|6
`;
