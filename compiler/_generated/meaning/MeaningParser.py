# Generated from grammar/MeaningParser.g4 by ANTLR 4.13.2
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,108,679,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,
        7,6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,
        13,2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,
        20,7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,
        26,2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,
        33,7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,2,38,7,38,2,39,7,
        39,2,40,7,40,2,41,7,41,2,42,7,42,2,43,7,43,2,44,7,44,2,45,7,45,2,
        46,7,46,2,47,7,47,2,48,7,48,2,49,7,49,2,50,7,50,2,51,7,51,1,0,1,
        0,5,0,107,8,0,10,0,12,0,110,9,0,1,0,1,0,1,1,1,1,1,2,1,2,1,2,1,2,
        1,3,5,3,121,8,3,10,3,12,3,124,9,3,1,4,1,4,1,4,1,4,1,4,1,4,1,4,1,
        4,1,4,1,4,1,4,1,4,1,4,1,4,1,4,1,4,3,4,142,8,4,1,5,3,5,145,8,5,1,
        5,1,5,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,3,6,161,8,
        6,1,7,1,7,3,7,165,8,7,1,7,3,7,168,8,7,1,7,3,7,171,8,7,1,7,3,7,174,
        8,7,1,7,3,7,177,8,7,1,7,1,7,3,7,181,8,7,1,7,1,7,1,7,1,7,1,7,3,7,
        188,8,7,1,7,3,7,191,8,7,1,7,3,7,194,8,7,1,7,3,7,197,8,7,1,7,3,7,
        200,8,7,1,7,1,7,3,7,204,8,7,3,7,206,8,7,1,8,1,8,3,8,210,8,8,1,8,
        3,8,213,8,8,1,8,1,8,3,8,217,8,8,1,9,1,9,1,9,1,9,1,9,1,9,3,9,225,
        8,9,3,9,227,8,9,1,10,1,10,1,10,1,10,1,10,3,10,234,8,10,1,11,1,11,
        3,11,238,8,11,1,11,3,11,241,8,11,1,11,3,11,244,8,11,1,11,1,11,1,
        11,1,11,1,11,3,11,251,8,11,1,11,3,11,254,8,11,1,11,3,11,257,8,11,
        1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,3,11,269,8,11,
        1,11,1,11,1,11,3,11,274,8,11,1,11,3,11,277,8,11,1,11,1,11,1,11,3,
        11,282,8,11,1,11,1,11,1,11,3,11,287,8,11,1,11,1,11,3,11,291,8,11,
        1,12,1,12,3,12,295,8,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,1,12,
        1,12,1,12,1,12,1,12,3,12,309,8,12,1,12,1,12,1,12,1,12,1,12,3,12,
        316,8,12,3,12,318,8,12,1,13,1,13,1,14,3,14,323,8,14,1,14,1,14,1,
        15,1,15,1,15,5,15,330,8,15,10,15,12,15,333,9,15,1,16,1,16,1,16,1,
        16,1,16,1,16,1,16,1,16,1,16,1,16,1,16,3,16,346,8,16,1,16,1,16,1,
        16,1,16,1,16,3,16,353,8,16,1,16,3,16,356,8,16,1,17,1,17,1,17,1,17,
        1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,
        1,17,3,17,376,8,17,1,18,1,18,3,18,380,8,18,1,18,3,18,383,8,18,1,
        18,1,18,1,18,1,18,3,18,389,8,18,3,18,391,8,18,1,19,1,19,1,19,3,19,
        396,8,19,1,19,1,19,1,19,1,19,3,19,402,8,19,1,20,3,20,405,8,20,1,
        20,1,20,3,20,409,8,20,1,20,3,20,412,8,20,1,20,1,20,1,20,3,20,417,
        8,20,1,20,1,20,3,20,421,8,20,1,21,1,21,1,21,1,21,1,21,1,21,3,21,
        429,8,21,1,22,1,22,3,22,433,8,22,1,22,3,22,436,8,22,1,22,1,22,1,
        22,1,22,1,22,1,22,3,22,444,8,22,1,23,1,23,1,23,5,23,449,8,23,10,
        23,12,23,452,9,23,1,23,1,23,1,24,1,24,1,24,1,25,1,25,1,25,1,25,1,
        25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,25,1,
        25,1,25,1,25,1,25,1,25,1,25,1,25,3,25,483,8,25,3,25,485,8,25,1,26,
        1,26,1,27,1,27,1,27,5,27,492,8,27,10,27,12,27,495,9,27,1,27,1,27,
        1,27,1,27,5,27,501,8,27,10,27,12,27,504,9,27,1,27,3,27,507,8,27,
        1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,1,28,
        1,28,1,28,1,28,1,28,1,28,1,28,3,28,528,8,28,1,29,1,29,1,29,1,29,
        1,29,3,29,535,8,29,1,30,1,30,3,30,539,8,30,1,30,1,30,1,30,5,30,544,
        8,30,10,30,12,30,547,9,30,1,31,1,31,1,31,1,31,1,31,1,31,3,31,555,
        8,31,1,32,1,32,1,32,1,32,3,32,561,8,32,1,33,1,33,1,33,4,33,566,8,
        33,11,33,12,33,567,1,34,1,34,1,34,1,34,1,34,3,34,575,8,34,1,35,1,
        35,1,35,4,35,580,8,35,11,35,12,35,581,1,36,1,36,3,36,586,8,36,1,
        36,1,36,3,36,590,8,36,1,37,1,37,1,37,1,37,1,37,1,37,3,37,598,8,37,
        1,37,1,37,1,38,1,38,1,38,1,38,1,38,1,38,1,38,3,38,609,8,38,1,39,
        1,39,1,39,1,39,3,39,615,8,39,1,40,1,40,3,40,619,8,40,1,40,3,40,622,
        8,40,1,41,1,41,1,42,1,42,3,42,628,8,42,1,42,1,42,1,42,3,42,633,8,
        42,1,42,3,42,636,8,42,1,43,4,43,639,8,43,11,43,12,43,640,1,43,3,
        43,644,8,43,1,44,1,44,1,45,1,45,3,45,650,8,45,1,45,1,45,1,45,1,45,
        3,45,656,8,45,1,45,3,45,659,8,45,1,46,1,46,3,46,663,8,46,1,47,3,
        47,666,8,47,1,47,1,47,1,47,1,48,1,48,1,49,1,49,1,50,1,50,1,51,1,
        51,1,51,1,122,0,52,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,
        34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,72,74,76,
        78,80,82,84,86,88,90,92,94,96,98,100,102,0,31,1,0,80,81,2,0,96,96,
        99,99,1,0,17,20,2,0,97,97,100,100,1,0,98,99,2,0,83,83,99,99,1,0,
        55,59,2,0,76,76,96,96,1,0,22,23,2,0,13,13,15,15,1,0,103,104,1,0,
        80,82,1,0,7,8,1,0,37,39,3,0,55,55,58,58,64,64,1,0,56,57,1,0,32,34,
        2,0,84,84,86,86,1,0,76,77,4,0,1,2,7,8,11,12,31,31,3,0,53,53,83,83,
        87,87,2,0,94,94,100,100,2,0,7,8,11,12,1,0,61,66,1,0,80,83,4,0,24,
        24,30,30,46,46,67,67,3,0,26,26,84,84,105,106,2,0,71,73,101,102,1,
        0,69,70,2,0,75,79,96,97,2,0,88,95,99,99,796,0,108,1,0,0,0,2,113,
        1,0,0,0,4,115,1,0,0,0,6,122,1,0,0,0,8,141,1,0,0,0,10,144,1,0,0,0,
        12,160,1,0,0,0,14,205,1,0,0,0,16,207,1,0,0,0,18,226,1,0,0,0,20,233,
        1,0,0,0,22,290,1,0,0,0,24,317,1,0,0,0,26,319,1,0,0,0,28,322,1,0,
        0,0,30,326,1,0,0,0,32,355,1,0,0,0,34,375,1,0,0,0,36,390,1,0,0,0,
        38,401,1,0,0,0,40,420,1,0,0,0,42,422,1,0,0,0,44,443,1,0,0,0,46,445,
        1,0,0,0,48,455,1,0,0,0,50,484,1,0,0,0,52,486,1,0,0,0,54,506,1,0,
        0,0,56,527,1,0,0,0,58,534,1,0,0,0,60,536,1,0,0,0,62,554,1,0,0,0,
        64,560,1,0,0,0,66,562,1,0,0,0,68,574,1,0,0,0,70,576,1,0,0,0,72,583,
        1,0,0,0,74,597,1,0,0,0,76,608,1,0,0,0,78,614,1,0,0,0,80,616,1,0,
        0,0,82,623,1,0,0,0,84,635,1,0,0,0,86,638,1,0,0,0,88,645,1,0,0,0,
        90,658,1,0,0,0,92,660,1,0,0,0,94,665,1,0,0,0,96,670,1,0,0,0,98,672,
        1,0,0,0,100,674,1,0,0,0,102,676,1,0,0,0,104,107,3,8,4,0,105,107,
        3,2,1,0,106,104,1,0,0,0,106,105,1,0,0,0,107,110,1,0,0,0,108,106,
        1,0,0,0,108,109,1,0,0,0,109,111,1,0,0,0,110,108,1,0,0,0,111,112,
        5,0,0,1,112,1,1,0,0,0,113,114,9,0,0,0,114,3,1,0,0,0,115,116,3,8,
        4,0,116,117,3,6,3,0,117,118,5,0,0,1,118,5,1,0,0,0,119,121,9,0,0,
        0,120,119,1,0,0,0,121,124,1,0,0,0,122,123,1,0,0,0,122,120,1,0,0,
        0,123,7,1,0,0,0,124,122,1,0,0,0,125,142,3,74,37,0,126,142,3,66,33,
        0,127,142,3,72,36,0,128,142,3,70,35,0,129,142,3,60,30,0,130,142,
        3,10,5,0,131,142,3,80,40,0,132,142,3,86,43,0,133,142,3,76,38,0,134,
        142,3,78,39,0,135,142,3,92,46,0,136,142,3,94,47,0,137,142,3,96,48,
        0,138,142,3,98,49,0,139,142,3,100,50,0,140,142,3,102,51,0,141,125,
        1,0,0,0,141,126,1,0,0,0,141,127,1,0,0,0,141,128,1,0,0,0,141,129,
        1,0,0,0,141,130,1,0,0,0,141,131,1,0,0,0,141,132,1,0,0,0,141,133,
        1,0,0,0,141,134,1,0,0,0,141,135,1,0,0,0,141,136,1,0,0,0,141,137,
        1,0,0,0,141,138,1,0,0,0,141,139,1,0,0,0,141,140,1,0,0,0,142,9,1,
        0,0,0,143,145,5,84,0,0,144,143,1,0,0,0,144,145,1,0,0,0,145,146,1,
        0,0,0,146,147,3,12,6,0,147,11,1,0,0,0,148,161,3,14,7,0,149,161,3,
        42,21,0,150,161,3,44,22,0,151,161,3,20,10,0,152,161,3,34,17,0,153,
        161,3,36,18,0,154,161,3,40,20,0,155,161,3,46,23,0,156,161,3,48,24,
        0,157,161,3,50,25,0,158,161,3,54,27,0,159,161,3,58,29,0,160,148,
        1,0,0,0,160,149,1,0,0,0,160,150,1,0,0,0,160,151,1,0,0,0,160,152,
        1,0,0,0,160,153,1,0,0,0,160,154,1,0,0,0,160,155,1,0,0,0,160,156,
        1,0,0,0,160,157,1,0,0,0,160,158,1,0,0,0,160,159,1,0,0,0,161,13,1,
        0,0,0,162,164,3,16,8,0,163,165,5,60,0,0,164,163,1,0,0,0,164,165,
        1,0,0,0,165,167,1,0,0,0,166,168,3,28,14,0,167,166,1,0,0,0,167,168,
        1,0,0,0,168,170,1,0,0,0,169,171,7,0,0,0,170,169,1,0,0,0,170,171,
        1,0,0,0,171,173,1,0,0,0,172,174,5,84,0,0,173,172,1,0,0,0,173,174,
        1,0,0,0,174,176,1,0,0,0,175,177,5,85,0,0,176,175,1,0,0,0,176,177,
        1,0,0,0,177,178,1,0,0,0,178,180,3,18,9,0,179,181,5,60,0,0,180,179,
        1,0,0,0,180,181,1,0,0,0,181,206,1,0,0,0,182,183,3,16,8,0,183,184,
        5,60,0,0,184,206,1,0,0,0,185,187,5,26,0,0,186,188,5,97,0,0,187,186,
        1,0,0,0,187,188,1,0,0,0,188,190,1,0,0,0,189,191,3,28,14,0,190,189,
        1,0,0,0,190,191,1,0,0,0,191,193,1,0,0,0,192,194,7,0,0,0,193,192,
        1,0,0,0,193,194,1,0,0,0,194,196,1,0,0,0,195,197,5,84,0,0,196,195,
        1,0,0,0,196,197,1,0,0,0,197,199,1,0,0,0,198,200,5,85,0,0,199,198,
        1,0,0,0,199,200,1,0,0,0,200,201,1,0,0,0,201,203,3,18,9,0,202,204,
        5,60,0,0,203,202,1,0,0,0,203,204,1,0,0,0,204,206,1,0,0,0,205,162,
        1,0,0,0,205,182,1,0,0,0,205,185,1,0,0,0,206,15,1,0,0,0,207,209,5,
        26,0,0,208,210,5,97,0,0,209,208,1,0,0,0,209,210,1,0,0,0,210,212,
        1,0,0,0,211,213,7,1,0,0,212,211,1,0,0,0,212,213,1,0,0,0,213,214,
        1,0,0,0,214,216,5,26,0,0,215,217,5,97,0,0,216,215,1,0,0,0,216,217,
        1,0,0,0,217,17,1,0,0,0,218,227,5,9,0,0,219,227,5,10,0,0,220,227,
        5,14,0,0,221,227,5,16,0,0,222,224,7,2,0,0,223,225,5,21,0,0,224,223,
        1,0,0,0,224,225,1,0,0,0,225,227,1,0,0,0,226,218,1,0,0,0,226,219,
        1,0,0,0,226,220,1,0,0,0,226,221,1,0,0,0,226,222,1,0,0,0,227,19,1,
        0,0,0,228,229,3,22,11,0,229,230,5,99,0,0,230,231,3,22,11,0,231,234,
        1,0,0,0,232,234,3,22,11,0,233,228,1,0,0,0,233,232,1,0,0,0,234,21,
        1,0,0,0,235,237,3,24,12,0,236,238,3,28,14,0,237,236,1,0,0,0,237,
        238,1,0,0,0,238,240,1,0,0,0,239,241,7,0,0,0,240,239,1,0,0,0,240,
        241,1,0,0,0,241,243,1,0,0,0,242,244,5,84,0,0,243,242,1,0,0,0,243,
        244,1,0,0,0,244,245,1,0,0,0,245,246,3,30,15,0,246,291,1,0,0,0,247,
        248,3,26,13,0,248,250,5,26,0,0,249,251,3,28,14,0,250,249,1,0,0,0,
        250,251,1,0,0,0,251,253,1,0,0,0,252,254,7,0,0,0,253,252,1,0,0,0,
        253,254,1,0,0,0,254,256,1,0,0,0,255,257,5,84,0,0,256,255,1,0,0,0,
        256,257,1,0,0,0,257,258,1,0,0,0,258,259,3,30,15,0,259,291,1,0,0,
        0,260,261,3,26,13,0,261,262,5,26,0,0,262,263,3,28,14,0,263,291,1,
        0,0,0,264,265,3,24,12,0,265,266,3,28,14,0,266,291,1,0,0,0,267,269,
        3,26,13,0,268,267,1,0,0,0,268,269,1,0,0,0,269,270,1,0,0,0,270,271,
        5,27,0,0,271,273,3,28,14,0,272,274,7,0,0,0,273,272,1,0,0,0,273,274,
        1,0,0,0,274,276,1,0,0,0,275,277,5,84,0,0,276,275,1,0,0,0,276,277,
        1,0,0,0,277,278,1,0,0,0,278,279,3,30,15,0,279,291,1,0,0,0,280,282,
        3,26,13,0,281,280,1,0,0,0,281,282,1,0,0,0,282,283,1,0,0,0,283,284,
        5,27,0,0,284,291,3,30,15,0,285,287,3,26,13,0,286,285,1,0,0,0,286,
        287,1,0,0,0,287,288,1,0,0,0,288,289,5,27,0,0,289,291,3,28,14,0,290,
        235,1,0,0,0,290,247,1,0,0,0,290,260,1,0,0,0,290,264,1,0,0,0,290,
        268,1,0,0,0,290,281,1,0,0,0,290,286,1,0,0,0,291,23,1,0,0,0,292,294,
        5,26,0,0,293,295,7,3,0,0,294,293,1,0,0,0,294,295,1,0,0,0,295,318,
        1,0,0,0,296,297,5,26,0,0,297,318,5,60,0,0,298,299,5,26,0,0,299,318,
        7,4,0,0,300,301,5,26,0,0,301,302,7,5,0,0,302,318,5,26,0,0,303,304,
        5,88,0,0,304,305,5,26,0,0,305,306,5,89,0,0,306,308,5,26,0,0,307,
        309,5,97,0,0,308,307,1,0,0,0,308,309,1,0,0,0,309,318,1,0,0,0,310,
        311,5,26,0,0,311,312,5,88,0,0,312,313,5,26,0,0,313,315,5,89,0,0,
        314,316,5,97,0,0,315,314,1,0,0,0,315,316,1,0,0,0,316,318,1,0,0,0,
        317,292,1,0,0,0,317,296,1,0,0,0,317,298,1,0,0,0,317,300,1,0,0,0,
        317,303,1,0,0,0,317,310,1,0,0,0,318,25,1,0,0,0,319,320,7,6,0,0,320,
        27,1,0,0,0,321,323,5,99,0,0,322,321,1,0,0,0,322,323,1,0,0,0,323,
        324,1,0,0,0,324,325,5,35,0,0,325,29,1,0,0,0,326,331,3,32,16,0,327,
        328,7,7,0,0,328,330,3,32,16,0,329,327,1,0,0,0,330,333,1,0,0,0,331,
        329,1,0,0,0,331,332,1,0,0,0,332,31,1,0,0,0,333,331,1,0,0,0,334,356,
        5,1,0,0,335,356,5,2,0,0,336,356,5,3,0,0,337,356,5,4,0,0,338,356,
        5,5,0,0,339,356,5,6,0,0,340,356,5,7,0,0,341,356,5,8,0,0,342,356,
        5,11,0,0,343,356,5,12,0,0,344,346,7,8,0,0,345,344,1,0,0,0,345,346,
        1,0,0,0,346,347,1,0,0,0,347,356,7,9,0,0,348,349,5,22,0,0,349,356,
        5,21,0,0,350,352,7,2,0,0,351,353,5,21,0,0,352,351,1,0,0,0,352,353,
        1,0,0,0,353,356,1,0,0,0,354,356,5,21,0,0,355,334,1,0,0,0,355,335,
        1,0,0,0,355,336,1,0,0,0,355,337,1,0,0,0,355,338,1,0,0,0,355,339,
        1,0,0,0,355,340,1,0,0,0,355,341,1,0,0,0,355,342,1,0,0,0,355,343,
        1,0,0,0,355,345,1,0,0,0,355,348,1,0,0,0,355,350,1,0,0,0,355,354,
        1,0,0,0,356,33,1,0,0,0,357,358,3,32,16,0,358,359,5,52,0,0,359,360,
        5,53,0,0,360,361,3,32,16,0,361,376,1,0,0,0,362,363,5,52,0,0,363,
        364,3,32,16,0,364,365,5,53,0,0,365,366,3,32,16,0,366,376,1,0,0,0,
        367,368,3,32,16,0,368,369,5,54,0,0,369,370,3,32,16,0,370,376,1,0,
        0,0,371,372,3,32,16,0,372,373,7,10,0,0,373,374,3,32,16,0,374,376,
        1,0,0,0,375,357,1,0,0,0,375,362,1,0,0,0,375,367,1,0,0,0,375,371,
        1,0,0,0,376,35,1,0,0,0,377,379,3,38,19,0,378,380,7,0,0,0,379,378,
        1,0,0,0,379,380,1,0,0,0,380,382,1,0,0,0,381,383,5,84,0,0,382,381,
        1,0,0,0,382,383,1,0,0,0,383,384,1,0,0,0,384,385,3,30,15,0,385,391,
        1,0,0,0,386,388,3,38,19,0,387,389,5,47,0,0,388,387,1,0,0,0,388,389,
        1,0,0,0,389,391,1,0,0,0,390,377,1,0,0,0,390,386,1,0,0,0,391,37,1,
        0,0,0,392,395,5,42,0,0,393,394,5,76,0,0,394,396,5,43,0,0,395,393,
        1,0,0,0,395,396,1,0,0,0,396,402,1,0,0,0,397,402,5,43,0,0,398,402,
        5,45,0,0,399,402,5,46,0,0,400,402,5,44,0,0,401,392,1,0,0,0,401,397,
        1,0,0,0,401,398,1,0,0,0,401,399,1,0,0,0,401,400,1,0,0,0,402,39,1,
        0,0,0,403,405,5,41,0,0,404,403,1,0,0,0,404,405,1,0,0,0,405,406,1,
        0,0,0,406,408,5,40,0,0,407,409,7,11,0,0,408,407,1,0,0,0,408,409,
        1,0,0,0,409,411,1,0,0,0,410,412,5,84,0,0,411,410,1,0,0,0,411,412,
        1,0,0,0,412,413,1,0,0,0,413,421,3,30,15,0,414,416,3,30,15,0,415,
        417,5,41,0,0,416,415,1,0,0,0,416,417,1,0,0,0,417,418,1,0,0,0,418,
        419,5,40,0,0,419,421,1,0,0,0,420,404,1,0,0,0,420,414,1,0,0,0,421,
        41,1,0,0,0,422,423,5,26,0,0,423,428,7,12,0,0,424,429,5,26,0,0,425,
        426,5,88,0,0,426,427,5,26,0,0,427,429,5,89,0,0,428,424,1,0,0,0,428,
        425,1,0,0,0,429,43,1,0,0,0,430,433,3,24,12,0,431,433,5,27,0,0,432,
        430,1,0,0,0,432,431,1,0,0,0,433,435,1,0,0,0,434,436,3,28,14,0,435,
        434,1,0,0,0,435,436,1,0,0,0,436,437,1,0,0,0,437,444,5,48,0,0,438,
        439,5,48,0,0,439,440,5,88,0,0,440,441,3,24,12,0,441,442,5,89,0,0,
        442,444,1,0,0,0,443,432,1,0,0,0,443,438,1,0,0,0,444,45,1,0,0,0,445,
        450,5,26,0,0,446,447,7,7,0,0,447,449,5,26,0,0,448,446,1,0,0,0,449,
        452,1,0,0,0,450,448,1,0,0,0,450,451,1,0,0,0,451,453,1,0,0,0,452,
        450,1,0,0,0,453,454,7,13,0,0,454,47,1,0,0,0,455,456,3,24,12,0,456,
        457,5,36,0,0,457,49,1,0,0,0,458,459,5,26,0,0,459,460,7,5,0,0,460,
        461,5,26,0,0,461,485,3,52,26,0,462,463,5,26,0,0,463,464,5,97,0,0,
        464,485,3,52,26,0,465,466,5,26,0,0,466,467,7,4,0,0,467,485,3,52,
        26,0,468,469,5,26,0,0,469,470,5,60,0,0,470,485,3,52,26,0,471,472,
        5,26,0,0,472,485,3,52,26,0,473,474,7,14,0,0,474,475,5,26,0,0,475,
        485,3,52,26,0,476,477,5,65,0,0,477,478,5,26,0,0,478,485,3,52,26,
        0,479,480,7,15,0,0,480,482,5,26,0,0,481,483,3,52,26,0,482,481,1,
        0,0,0,482,483,1,0,0,0,483,485,1,0,0,0,484,458,1,0,0,0,484,462,1,
        0,0,0,484,465,1,0,0,0,484,468,1,0,0,0,484,471,1,0,0,0,484,473,1,
        0,0,0,484,476,1,0,0,0,484,479,1,0,0,0,485,51,1,0,0,0,486,487,7,16,
        0,0,487,53,1,0,0,0,488,493,3,56,28,0,489,490,5,92,0,0,490,492,3,
        56,28,0,491,489,1,0,0,0,492,495,1,0,0,0,493,491,1,0,0,0,493,494,
        1,0,0,0,494,496,1,0,0,0,495,493,1,0,0,0,496,497,7,7,0,0,497,502,
        3,56,28,0,498,499,7,7,0,0,499,501,3,56,28,0,500,498,1,0,0,0,501,
        504,1,0,0,0,502,500,1,0,0,0,502,503,1,0,0,0,503,507,1,0,0,0,504,
        502,1,0,0,0,505,507,3,56,28,0,506,488,1,0,0,0,506,505,1,0,0,0,507,
        55,1,0,0,0,508,528,5,25,0,0,509,510,5,26,0,0,510,511,5,99,0,0,511,
        512,5,26,0,0,512,513,5,99,0,0,513,514,5,26,0,0,514,515,5,99,0,0,
        515,528,5,26,0,0,516,517,5,88,0,0,517,518,5,26,0,0,518,519,5,89,
        0,0,519,528,5,26,0,0,520,521,5,26,0,0,521,522,5,88,0,0,522,523,5,
        26,0,0,523,528,5,89,0,0,524,528,5,49,0,0,525,528,5,50,0,0,526,528,
        5,51,0,0,527,508,1,0,0,0,527,509,1,0,0,0,527,516,1,0,0,0,527,520,
        1,0,0,0,527,524,1,0,0,0,527,525,1,0,0,0,527,526,1,0,0,0,528,57,1,
        0,0,0,529,530,5,26,0,0,530,531,7,5,0,0,531,535,5,26,0,0,532,533,
        5,26,0,0,533,535,5,97,0,0,534,529,1,0,0,0,534,532,1,0,0,0,535,59,
        1,0,0,0,536,538,5,68,0,0,537,539,7,17,0,0,538,537,1,0,0,0,538,539,
        1,0,0,0,539,540,1,0,0,0,540,545,3,62,31,0,541,542,7,18,0,0,542,544,
        3,62,31,0,543,541,1,0,0,0,544,547,1,0,0,0,545,543,1,0,0,0,545,546,
        1,0,0,0,546,61,1,0,0,0,547,545,1,0,0,0,548,555,3,14,7,0,549,555,
        3,20,10,0,550,555,3,54,27,0,551,555,3,36,18,0,552,555,3,40,20,0,
        553,555,3,44,22,0,554,548,1,0,0,0,554,549,1,0,0,0,554,550,1,0,0,
        0,554,551,1,0,0,0,554,552,1,0,0,0,554,553,1,0,0,0,555,63,1,0,0,0,
        556,561,5,28,0,0,557,561,5,29,0,0,558,559,5,26,0,0,559,561,7,19,
        0,0,560,556,1,0,0,0,560,557,1,0,0,0,560,558,1,0,0,0,561,65,1,0,0,
        0,562,565,3,68,34,0,563,564,5,99,0,0,564,566,3,68,34,0,565,563,1,
        0,0,0,566,567,1,0,0,0,567,565,1,0,0,0,567,568,1,0,0,0,568,67,1,0,
        0,0,569,575,3,64,32,0,570,571,5,88,0,0,571,572,3,64,32,0,572,573,
        5,89,0,0,573,575,1,0,0,0,574,569,1,0,0,0,574,570,1,0,0,0,575,69,
        1,0,0,0,576,577,5,26,0,0,577,579,5,1,0,0,578,580,5,1,0,0,579,578,
        1,0,0,0,580,581,1,0,0,0,581,579,1,0,0,0,581,582,1,0,0,0,582,71,1,
        0,0,0,583,585,7,20,0,0,584,586,5,84,0,0,585,584,1,0,0,0,585,586,
        1,0,0,0,586,589,1,0,0,0,587,590,3,70,35,0,588,590,3,64,32,0,589,
        587,1,0,0,0,589,588,1,0,0,0,590,73,1,0,0,0,591,598,5,28,0,0,592,
        598,5,29,0,0,593,594,5,26,0,0,594,598,5,1,0,0,595,596,5,26,0,0,596,
        598,5,31,0,0,597,591,1,0,0,0,597,592,1,0,0,0,597,593,1,0,0,0,597,
        595,1,0,0,0,598,599,1,0,0,0,599,600,7,21,0,0,600,75,1,0,0,0,601,
        602,7,22,0,0,602,603,5,100,0,0,603,609,3,32,16,0,604,605,3,32,16,
        0,605,606,5,100,0,0,606,607,7,22,0,0,607,609,1,0,0,0,608,601,1,0,
        0,0,608,604,1,0,0,0,609,77,1,0,0,0,610,615,5,28,0,0,611,615,5,29,
        0,0,612,613,5,26,0,0,613,615,5,31,0,0,614,610,1,0,0,0,614,611,1,
        0,0,0,614,612,1,0,0,0,615,79,1,0,0,0,616,618,3,82,41,0,617,619,5,
        97,0,0,618,617,1,0,0,0,618,619,1,0,0,0,619,621,1,0,0,0,620,622,3,
        84,42,0,621,620,1,0,0,0,621,622,1,0,0,0,622,81,1,0,0,0,623,624,7,
        23,0,0,624,83,1,0,0,0,625,627,7,24,0,0,626,628,5,84,0,0,627,626,
        1,0,0,0,627,628,1,0,0,0,628,632,1,0,0,0,629,633,3,30,15,0,630,633,
        3,64,32,0,631,633,5,31,0,0,632,629,1,0,0,0,632,630,1,0,0,0,632,631,
        1,0,0,0,633,636,1,0,0,0,634,636,3,30,15,0,635,625,1,0,0,0,635,634,
        1,0,0,0,636,85,1,0,0,0,637,639,3,88,44,0,638,637,1,0,0,0,639,640,
        1,0,0,0,640,638,1,0,0,0,640,641,1,0,0,0,641,643,1,0,0,0,642,644,
        3,90,45,0,643,642,1,0,0,0,643,644,1,0,0,0,644,87,1,0,0,0,645,646,
        7,25,0,0,646,89,1,0,0,0,647,649,7,24,0,0,648,650,5,84,0,0,649,648,
        1,0,0,0,649,650,1,0,0,0,650,655,1,0,0,0,651,656,3,30,15,0,652,656,
        3,64,32,0,653,656,5,31,0,0,654,656,5,105,0,0,655,651,1,0,0,0,655,
        652,1,0,0,0,655,653,1,0,0,0,655,654,1,0,0,0,656,659,1,0,0,0,657,
        659,3,30,15,0,658,647,1,0,0,0,658,657,1,0,0,0,659,91,1,0,0,0,660,
        662,5,74,0,0,661,663,5,94,0,0,662,661,1,0,0,0,662,663,1,0,0,0,663,
        93,1,0,0,0,664,666,5,88,0,0,665,664,1,0,0,0,665,666,1,0,0,0,666,
        667,1,0,0,0,667,668,7,26,0,0,668,669,5,89,0,0,669,95,1,0,0,0,670,
        671,7,27,0,0,671,97,1,0,0,0,672,673,7,28,0,0,673,99,1,0,0,0,674,
        675,7,29,0,0,675,101,1,0,0,0,676,677,7,30,0,0,677,103,1,0,0,0,94,
        106,108,122,141,144,160,164,167,170,173,176,180,187,190,193,196,
        199,203,205,209,212,216,224,226,233,237,240,243,250,253,256,268,
        273,276,281,286,290,294,308,315,317,322,331,345,352,355,375,379,
        382,388,390,395,401,404,408,411,416,420,428,432,435,443,450,482,
        484,493,502,506,527,534,538,545,554,560,567,574,581,585,589,597,
        608,614,618,621,627,632,635,640,643,649,655,658,662,665
    ]

class MeaningParser ( Parser ):

    grammarFileName = "MeaningParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "'#'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "'pointed'", "<INVALID>", 
                     "<INVALID>", "'next'", "'other'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "'either'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "'of'", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "'('", "')'", "<INVALID>", "<INVALID>", 
                     "','", "';'", "':'", "<INVALID>", "'/'", "'+'", "'\\u2212'", 
                     "<INVALID>", "'='", "'~'", "'?'", "<INVALID>", "'>'" ]

    symbolicNames = [ "<INVALID>", "SUIT", "HASH", "CLUBS", "DIAMONDS", 
                      "HEARTS", "SPADES", "MAJOR_SYM", "MINOR_SYM", "BOTH_MAJORS", 
                      "BOTH_MINORS", "OTHER_MAJOR", "OTHER_MINOR", "MAJOR", 
                      "MAJORS", "MINOR", "MINORS", "RED", "BLACK", "POINTED", 
                      "ROUNDED", "SUITW", "NEXT", "OTHERW", "RKC_SCHEME", 
                      "SHAPE4", "NUMBER", "NUMWORD", "CALL", "CALLPAT", 
                      "FOURTH", "NT", "HCP", "POINTS", "TOTAL", "CARD", 
                      "CONTROLS", "ACES", "KINGS", "KEYCARDS", "STOPPER", 
                      "HALF", "SINGLETON", "VOID", "DOUBLETON", "SHORTNESS", 
                      "SPLINTER", "SOMEWHERE", "SUPPORT", "BALANCED", "SEMIBAL", 
                      "UNBALANCED", "LONGER", "THAN", "AS_LONG_AS", "AT_LEAST", 
                      "AT_MOST", "LESS_THAN", "MORE_THAN", "EXACTLY", "OR_LONGER", 
                      "FORCE", "FORCE_F", "STRENGTH", "MINW", "MAXW", "NATW", 
                      "CONVENTION", "NEGW", "COND", "ABOUT", "HEDGE_A", 
                      "HEDGE_M", "HEDGE_P", "ONE_OF", "EITHER", "OR", "AND", 
                      "WITH", "IE", "IN", "OF", "FOR", "TO", "THE", "BOTH", 
                      "ANY", "CALLCTX", "LPAREN", "RPAREN", "LBRACK", "RBRACK", 
                      "COMMA", "SEMI", "COLON", "PERIOD", "SLASH", "PLUS", 
                      "MINUS", "DASH", "EQ", "TILDE", "QMARK", "GE", "GT", 
                      "SUIT_LETTER", "WORD", "WS", "OTHER" ]

    RULE_meaning = 0
    RULE_other = 1
    RULE_phraseAt = 2
    RULE_rest = 3
    RULE_phrase = 4
    RULE_term = 5
    RULE_termBody = 6
    RULE_twoSuited = 7
    RULE_twoNumbers = 8
    RULE_pairClass = 9
    RULE_length = 10
    RULE_lengthOne = 11
    RULE_lengthCount = 12
    RULE_bound = 13
    RULE_cardWord = 14
    RULE_suits = 15
    RULE_suit = 16
    RULE_compare = 17
    RULE_shortness = 18
    RULE_shortWord = 19
    RULE_stopper = 20
    RULE_classShape = 21
    RULE_support = 22
    RULE_aces = 23
    RULE_controls = 24
    RULE_points = 25
    RULE_unit = 26
    RULE_shapes = 27
    RULE_shape = 28
    RULE_bareNumbers = 29
    RULE_negated = 30
    RULE_negatable = 31
    RULE_call = 32
    RULE_auction = 33
    RULE_auctionCall = 34
    RULE_callFamily = 35
    RULE_callMention = 36
    RULE_callDef = 37
    RULE_binding = 38
    RULE_callRef = 39
    RULE_force = 40
    RULE_forceWord = 41
    RULE_forceTarget = 42
    RULE_convention = 43
    RULE_conventionName = 44
    RULE_conventionTarget = 45
    RULE_oneOf = 46
    RULE_enumMarker = 47
    RULE_hedge = 48
    RULE_condition = 49
    RULE_connective = 50
    RULE_separator = 51

    ruleNames =  [ "meaning", "other", "phraseAt", "rest", "phrase", "term", 
                   "termBody", "twoSuited", "twoNumbers", "pairClass", "length", 
                   "lengthOne", "lengthCount", "bound", "cardWord", "suits", 
                   "suit", "compare", "shortness", "shortWord", "stopper", 
                   "classShape", "support", "aces", "controls", "points", 
                   "unit", "shapes", "shape", "bareNumbers", "negated", 
                   "negatable", "call", "auction", "auctionCall", "callFamily", 
                   "callMention", "callDef", "binding", "callRef", "force", 
                   "forceWord", "forceTarget", "convention", "conventionName", 
                   "conventionTarget", "oneOf", "enumMarker", "hedge", "condition", 
                   "connective", "separator" ]

    EOF = Token.EOF
    SUIT=1
    HASH=2
    CLUBS=3
    DIAMONDS=4
    HEARTS=5
    SPADES=6
    MAJOR_SYM=7
    MINOR_SYM=8
    BOTH_MAJORS=9
    BOTH_MINORS=10
    OTHER_MAJOR=11
    OTHER_MINOR=12
    MAJOR=13
    MAJORS=14
    MINOR=15
    MINORS=16
    RED=17
    BLACK=18
    POINTED=19
    ROUNDED=20
    SUITW=21
    NEXT=22
    OTHERW=23
    RKC_SCHEME=24
    SHAPE4=25
    NUMBER=26
    NUMWORD=27
    CALL=28
    CALLPAT=29
    FOURTH=30
    NT=31
    HCP=32
    POINTS=33
    TOTAL=34
    CARD=35
    CONTROLS=36
    ACES=37
    KINGS=38
    KEYCARDS=39
    STOPPER=40
    HALF=41
    SINGLETON=42
    VOID=43
    DOUBLETON=44
    SHORTNESS=45
    SPLINTER=46
    SOMEWHERE=47
    SUPPORT=48
    BALANCED=49
    SEMIBAL=50
    UNBALANCED=51
    LONGER=52
    THAN=53
    AS_LONG_AS=54
    AT_LEAST=55
    AT_MOST=56
    LESS_THAN=57
    MORE_THAN=58
    EXACTLY=59
    OR_LONGER=60
    FORCE=61
    FORCE_F=62
    STRENGTH=63
    MINW=64
    MAXW=65
    NATW=66
    CONVENTION=67
    NEGW=68
    COND=69
    ABOUT=70
    HEDGE_A=71
    HEDGE_M=72
    HEDGE_P=73
    ONE_OF=74
    EITHER=75
    OR=76
    AND=77
    WITH=78
    IE=79
    IN=80
    OF=81
    FOR=82
    TO=83
    THE=84
    BOTH=85
    ANY=86
    CALLCTX=87
    LPAREN=88
    RPAREN=89
    LBRACK=90
    RBRACK=91
    COMMA=92
    SEMI=93
    COLON=94
    PERIOD=95
    SLASH=96
    PLUS=97
    MINUS=98
    DASH=99
    EQ=100
    TILDE=101
    QMARK=102
    GE=103
    GT=104
    SUIT_LETTER=105
    WORD=106
    WS=107
    OTHER=108

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class MeaningContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EOF(self):
            return self.getToken(MeaningParser.EOF, 0)

        def phrase(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.PhraseContext)
            else:
                return self.getTypedRuleContext(MeaningParser.PhraseContext,i)


        def other(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.OtherContext)
            else:
                return self.getTypedRuleContext(MeaningParser.OtherContext,i)


        def getRuleIndex(self):
            return MeaningParser.RULE_meaning

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMeaning" ):
                return visitor.visitMeaning(self)
            else:
                return visitor.visitChildren(self)




    def meaning(self):

        localctx = MeaningParser.MeaningContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_meaning)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 108
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & -2) != 0) or ((((_la - 64)) & ~0x3f) == 0 and ((1 << (_la - 64)) & 35184372088831) != 0):
                self.state = 106
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,0,self._ctx)
                if la_ == 1:
                    self.state = 104
                    self.phrase()
                    pass

                elif la_ == 2:
                    self.state = 105
                    self.other()
                    pass


                self.state = 110
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 111
            self.match(MeaningParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OtherContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return MeaningParser.RULE_other

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOther" ):
                return visitor.visitOther(self)
            else:
                return visitor.visitChildren(self)




    def other(self):

        localctx = MeaningParser.OtherContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_other)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 113
            self.matchWildcard()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PhraseAtContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def phrase(self):
            return self.getTypedRuleContext(MeaningParser.PhraseContext,0)


        def rest(self):
            return self.getTypedRuleContext(MeaningParser.RestContext,0)


        def EOF(self):
            return self.getToken(MeaningParser.EOF, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_phraseAt

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPhraseAt" ):
                return visitor.visitPhraseAt(self)
            else:
                return visitor.visitChildren(self)




    def phraseAt(self):

        localctx = MeaningParser.PhraseAtContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_phraseAt)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 115
            self.phrase()
            self.state = 116
            self.rest()
            self.state = 117
            self.match(MeaningParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class RestContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return MeaningParser.RULE_rest

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRest" ):
                return visitor.visitRest(self)
            else:
                return visitor.visitChildren(self)




    def rest(self):

        localctx = MeaningParser.RestContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_rest)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 122
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=1 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1+1:
                    self.state = 119
                    self.matchWildcard() 
                self.state = 124
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PhraseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def callDef(self):
            return self.getTypedRuleContext(MeaningParser.CallDefContext,0)


        def auction(self):
            return self.getTypedRuleContext(MeaningParser.AuctionContext,0)


        def callMention(self):
            return self.getTypedRuleContext(MeaningParser.CallMentionContext,0)


        def callFamily(self):
            return self.getTypedRuleContext(MeaningParser.CallFamilyContext,0)


        def negated(self):
            return self.getTypedRuleContext(MeaningParser.NegatedContext,0)


        def term(self):
            return self.getTypedRuleContext(MeaningParser.TermContext,0)


        def force(self):
            return self.getTypedRuleContext(MeaningParser.ForceContext,0)


        def convention(self):
            return self.getTypedRuleContext(MeaningParser.ConventionContext,0)


        def binding(self):
            return self.getTypedRuleContext(MeaningParser.BindingContext,0)


        def callRef(self):
            return self.getTypedRuleContext(MeaningParser.CallRefContext,0)


        def oneOf(self):
            return self.getTypedRuleContext(MeaningParser.OneOfContext,0)


        def enumMarker(self):
            return self.getTypedRuleContext(MeaningParser.EnumMarkerContext,0)


        def hedge(self):
            return self.getTypedRuleContext(MeaningParser.HedgeContext,0)


        def condition(self):
            return self.getTypedRuleContext(MeaningParser.ConditionContext,0)


        def connective(self):
            return self.getTypedRuleContext(MeaningParser.ConnectiveContext,0)


        def separator(self):
            return self.getTypedRuleContext(MeaningParser.SeparatorContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_phrase

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPhrase" ):
                return visitor.visitPhrase(self)
            else:
                return visitor.visitChildren(self)




    def phrase(self):

        localctx = MeaningParser.PhraseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_phrase)
        try:
            self.state = 141
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 125
                self.callDef()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 126
                self.auction()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 127
                self.callMention()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 128
                self.callFamily()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 129
                self.negated()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 130
                self.term()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 131
                self.force()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 132
                self.convention()
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 133
                self.binding()
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 134
                self.callRef()
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 135
                self.oneOf()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 136
                self.enumMarker()
                pass

            elif la_ == 13:
                self.enterOuterAlt(localctx, 13)
                self.state = 137
                self.hedge()
                pass

            elif la_ == 14:
                self.enterOuterAlt(localctx, 14)
                self.state = 138
                self.condition()
                pass

            elif la_ == 15:
                self.enterOuterAlt(localctx, 15)
                self.state = 139
                self.connective()
                pass

            elif la_ == 16:
                self.enterOuterAlt(localctx, 16)
                self.state = 140
                self.separator()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TermContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def termBody(self):
            return self.getTypedRuleContext(MeaningParser.TermBodyContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_term

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTerm" ):
                return visitor.visitTerm(self)
            else:
                return visitor.visitChildren(self)




    def term(self):

        localctx = MeaningParser.TermContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_term)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 144
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==84:
                self.state = 143
                self.match(MeaningParser.THE)


            self.state = 146
            self.termBody()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TermBodyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoSuited(self):
            return self.getTypedRuleContext(MeaningParser.TwoSuitedContext,0)


        def classShape(self):
            return self.getTypedRuleContext(MeaningParser.ClassShapeContext,0)


        def support(self):
            return self.getTypedRuleContext(MeaningParser.SupportContext,0)


        def length(self):
            return self.getTypedRuleContext(MeaningParser.LengthContext,0)


        def compare(self):
            return self.getTypedRuleContext(MeaningParser.CompareContext,0)


        def shortness(self):
            return self.getTypedRuleContext(MeaningParser.ShortnessContext,0)


        def stopper(self):
            return self.getTypedRuleContext(MeaningParser.StopperContext,0)


        def aces(self):
            return self.getTypedRuleContext(MeaningParser.AcesContext,0)


        def controls(self):
            return self.getTypedRuleContext(MeaningParser.ControlsContext,0)


        def points(self):
            return self.getTypedRuleContext(MeaningParser.PointsContext,0)


        def shapes(self):
            return self.getTypedRuleContext(MeaningParser.ShapesContext,0)


        def bareNumbers(self):
            return self.getTypedRuleContext(MeaningParser.BareNumbersContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_termBody

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTermBody" ):
                return visitor.visitTermBody(self)
            else:
                return visitor.visitChildren(self)




    def termBody(self):

        localctx = MeaningParser.TermBodyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_termBody)
        try:
            self.state = 160
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,5,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 148
                self.twoSuited()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 149
                self.classShape()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 150
                self.support()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 151
                self.length()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 152
                self.compare()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 153
                self.shortness()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 154
                self.stopper()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 155
                self.aces()
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 156
                self.controls()
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 157
                self.points()
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 158
                self.shapes()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 159
                self.bareNumbers()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TwoSuitedContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoNumbers(self):
            return self.getTypedRuleContext(MeaningParser.TwoNumbersContext,0)


        def pairClass(self):
            return self.getTypedRuleContext(MeaningParser.PairClassContext,0)


        def OR_LONGER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR_LONGER)
            else:
                return self.getToken(MeaningParser.OR_LONGER, i)

        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def BOTH(self):
            return self.getToken(MeaningParser.BOTH, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_twoSuited

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTwoSuited" ):
                return visitor.visitTwoSuited(self)
            else:
                return visitor.visitChildren(self)




    def twoSuited(self):

        localctx = MeaningParser.TwoSuitedContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_twoSuited)
        self._la = 0 # Token type
        try:
            self.state = 205
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,18,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 162
                self.twoNumbers()
                self.state = 164
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==60:
                    self.state = 163
                    self.match(MeaningParser.OR_LONGER)


                self.state = 167
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 166
                    self.cardWord()


                self.state = 170
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 169
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 173
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 172
                    self.match(MeaningParser.THE)


                self.state = 176
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==85:
                    self.state = 175
                    self.match(MeaningParser.BOTH)


                self.state = 178
                self.pairClass()
                self.state = 180
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,11,self._ctx)
                if la_ == 1:
                    self.state = 179
                    self.match(MeaningParser.OR_LONGER)


                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 182
                self.twoNumbers()
                self.state = 183
                self.match(MeaningParser.OR_LONGER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 185
                self.match(MeaningParser.NUMBER)
                self.state = 187
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==97:
                    self.state = 186
                    self.match(MeaningParser.PLUS)


                self.state = 190
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 189
                    self.cardWord()


                self.state = 193
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 192
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 196
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 195
                    self.match(MeaningParser.THE)


                self.state = 199
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==85:
                    self.state = 198
                    self.match(MeaningParser.BOTH)


                self.state = 201
                self.pairClass()
                self.state = 203
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,17,self._ctx)
                if la_ == 1:
                    self.state = 202
                    self.match(MeaningParser.OR_LONGER)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TwoNumbersContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def PLUS(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.PLUS)
            else:
                return self.getToken(MeaningParser.PLUS, i)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def SLASH(self):
            return self.getToken(MeaningParser.SLASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_twoNumbers

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTwoNumbers" ):
                return visitor.visitTwoNumbers(self)
            else:
                return visitor.visitChildren(self)




    def twoNumbers(self):

        localctx = MeaningParser.TwoNumbersContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_twoNumbers)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 207
            self.match(MeaningParser.NUMBER)
            self.state = 209
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==97:
                self.state = 208
                self.match(MeaningParser.PLUS)


            self.state = 212
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==96 or _la==99:
                self.state = 211
                _la = self._input.LA(1)
                if not(_la==96 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 214
            self.match(MeaningParser.NUMBER)
            self.state = 216
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==97:
                self.state = 215
                self.match(MeaningParser.PLUS)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PairClassContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def BOTH_MAJORS(self):
            return self.getToken(MeaningParser.BOTH_MAJORS, 0)

        def BOTH_MINORS(self):
            return self.getToken(MeaningParser.BOTH_MINORS, 0)

        def MAJORS(self):
            return self.getToken(MeaningParser.MAJORS, 0)

        def MINORS(self):
            return self.getToken(MeaningParser.MINORS, 0)

        def RED(self):
            return self.getToken(MeaningParser.RED, 0)

        def BLACK(self):
            return self.getToken(MeaningParser.BLACK, 0)

        def POINTED(self):
            return self.getToken(MeaningParser.POINTED, 0)

        def ROUNDED(self):
            return self.getToken(MeaningParser.ROUNDED, 0)

        def SUITW(self):
            return self.getToken(MeaningParser.SUITW, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_pairClass

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPairClass" ):
                return visitor.visitPairClass(self)
            else:
                return visitor.visitChildren(self)




    def pairClass(self):

        localctx = MeaningParser.PairClassContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_pairClass)
        self._la = 0 # Token type
        try:
            self.state = 226
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [9]:
                self.enterOuterAlt(localctx, 1)
                self.state = 218
                self.match(MeaningParser.BOTH_MAJORS)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 2)
                self.state = 219
                self.match(MeaningParser.BOTH_MINORS)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 3)
                self.state = 220
                self.match(MeaningParser.MAJORS)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 4)
                self.state = 221
                self.match(MeaningParser.MINORS)
                pass
            elif token in [17, 18, 19, 20]:
                self.enterOuterAlt(localctx, 5)
                self.state = 222
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1966080) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 224
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,22,self._ctx)
                if la_ == 1:
                    self.state = 223
                    self.match(MeaningParser.SUITW)


                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthOne(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.LengthOneContext)
            else:
                return self.getTypedRuleContext(MeaningParser.LengthOneContext,i)


        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_length

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLength" ):
                return visitor.visitLength(self)
            else:
                return visitor.visitChildren(self)




    def length(self):

        localctx = MeaningParser.LengthContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_length)
        try:
            self.state = 233
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,24,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 228
                self.lengthOne()
                self.state = 229
                self.match(MeaningParser.DASH)
                self.state = 230
                self.lengthOne()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 232
                self.lengthOne()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthOneContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def bound(self):
            return self.getTypedRuleContext(MeaningParser.BoundContext,0)


        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def NUMWORD(self):
            return self.getToken(MeaningParser.NUMWORD, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_lengthOne

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLengthOne" ):
                return visitor.visitLengthOne(self)
            else:
                return visitor.visitChildren(self)




    def lengthOne(self):

        localctx = MeaningParser.LengthOneContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_lengthOne)
        self._la = 0 # Token type
        try:
            self.state = 290
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 235
                self.lengthCount()
                self.state = 237
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 236
                    self.cardWord()


                self.state = 240
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 239
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 243
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 242
                    self.match(MeaningParser.THE)


                self.state = 245
                self.suits()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 247
                self.bound()
                self.state = 248
                self.match(MeaningParser.NUMBER)
                self.state = 250
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 249
                    self.cardWord()


                self.state = 253
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 252
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 256
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 255
                    self.match(MeaningParser.THE)


                self.state = 258
                self.suits()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 260
                self.bound()
                self.state = 261
                self.match(MeaningParser.NUMBER)
                self.state = 262
                self.cardWord()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 264
                self.lengthCount()
                self.state = 265
                self.cardWord()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 268
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1116892707587883008) != 0):
                    self.state = 267
                    self.bound()


                self.state = 270
                self.match(MeaningParser.NUMWORD)
                self.state = 271
                self.cardWord()
                self.state = 273
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 272
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 276
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 275
                    self.match(MeaningParser.THE)


                self.state = 278
                self.suits()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 281
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1116892707587883008) != 0):
                    self.state = 280
                    self.bound()


                self.state = 283
                self.match(MeaningParser.NUMWORD)
                self.state = 284
                self.suits()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 286
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1116892707587883008) != 0):
                    self.state = 285
                    self.bound()


                self.state = 288
                self.match(MeaningParser.NUMWORD)
                self.state = 289
                self.cardWord()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthCountContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def OR_LONGER(self):
            return self.getToken(MeaningParser.OR_LONGER, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def MINUS(self):
            return self.getToken(MeaningParser.MINUS, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_lengthCount

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLengthCount" ):
                return visitor.visitLengthCount(self)
            else:
                return visitor.visitChildren(self)




    def lengthCount(self):

        localctx = MeaningParser.LengthCountContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_lengthCount)
        self._la = 0 # Token type
        try:
            self.state = 317
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 292
                self.match(MeaningParser.NUMBER)
                self.state = 294
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==97 or _la==100:
                    self.state = 293
                    _la = self._input.LA(1)
                    if not(_la==97 or _la==100):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 296
                self.match(MeaningParser.NUMBER)
                self.state = 297
                self.match(MeaningParser.OR_LONGER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 298
                self.match(MeaningParser.NUMBER)
                self.state = 299
                _la = self._input.LA(1)
                if not(_la==98 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 300
                self.match(MeaningParser.NUMBER)
                self.state = 301
                _la = self._input.LA(1)
                if not(_la==83 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 302
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 303
                self.match(MeaningParser.LPAREN)
                self.state = 304
                self.match(MeaningParser.NUMBER)
                self.state = 305
                self.match(MeaningParser.RPAREN)
                self.state = 306
                self.match(MeaningParser.NUMBER)
                self.state = 308
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==97:
                    self.state = 307
                    self.match(MeaningParser.PLUS)


                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 310
                self.match(MeaningParser.NUMBER)
                self.state = 311
                self.match(MeaningParser.LPAREN)
                self.state = 312
                self.match(MeaningParser.NUMBER)
                self.state = 313
                self.match(MeaningParser.RPAREN)
                self.state = 315
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==97:
                    self.state = 314
                    self.match(MeaningParser.PLUS)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def AT_LEAST(self):
            return self.getToken(MeaningParser.AT_LEAST, 0)

        def AT_MOST(self):
            return self.getToken(MeaningParser.AT_MOST, 0)

        def EXACTLY(self):
            return self.getToken(MeaningParser.EXACTLY, 0)

        def LESS_THAN(self):
            return self.getToken(MeaningParser.LESS_THAN, 0)

        def MORE_THAN(self):
            return self.getToken(MeaningParser.MORE_THAN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_bound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBound" ):
                return visitor.visitBound(self)
            else:
                return visitor.visitChildren(self)




    def bound(self):

        localctx = MeaningParser.BoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_bound)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 319
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1116892707587883008) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CardWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CARD(self):
            return self.getToken(MeaningParser.CARD, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_cardWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCardWord" ):
                return visitor.visitCardWord(self)
            else:
                return visitor.visitChildren(self)




    def cardWord(self):

        localctx = MeaningParser.CardWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_cardWord)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 322
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==99:
                self.state = 321
                self.match(MeaningParser.DASH)


            self.state = 324
            self.match(MeaningParser.CARD)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SuitsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def suit(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.SuitContext)
            else:
                return self.getTypedRuleContext(MeaningParser.SuitContext,i)


        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_suits

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSuits" ):
                return visitor.visitSuits(self)
            else:
                return visitor.visitChildren(self)




    def suits(self):

        localctx = MeaningParser.SuitsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_suits)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 326
            self.suit()
            self.state = 331
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,42,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 327
                    _la = self._input.LA(1)
                    if not(_la==76 or _la==96):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    self.state = 328
                    self.suit() 
                self.state = 333
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,42,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SuitContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def HASH(self):
            return self.getToken(MeaningParser.HASH, 0)

        def CLUBS(self):
            return self.getToken(MeaningParser.CLUBS, 0)

        def DIAMONDS(self):
            return self.getToken(MeaningParser.DIAMONDS, 0)

        def HEARTS(self):
            return self.getToken(MeaningParser.HEARTS, 0)

        def SPADES(self):
            return self.getToken(MeaningParser.SPADES, 0)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def MAJOR(self):
            return self.getToken(MeaningParser.MAJOR, 0)

        def MINOR(self):
            return self.getToken(MeaningParser.MINOR, 0)

        def OTHERW(self):
            return self.getToken(MeaningParser.OTHERW, 0)

        def NEXT(self):
            return self.getToken(MeaningParser.NEXT, 0)

        def SUITW(self):
            return self.getToken(MeaningParser.SUITW, 0)

        def RED(self):
            return self.getToken(MeaningParser.RED, 0)

        def BLACK(self):
            return self.getToken(MeaningParser.BLACK, 0)

        def POINTED(self):
            return self.getToken(MeaningParser.POINTED, 0)

        def ROUNDED(self):
            return self.getToken(MeaningParser.ROUNDED, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_suit

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSuit" ):
                return visitor.visitSuit(self)
            else:
                return visitor.visitChildren(self)




    def suit(self):

        localctx = MeaningParser.SuitContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_suit)
        self._la = 0 # Token type
        try:
            self.state = 355
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,45,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 334
                self.match(MeaningParser.SUIT)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 335
                self.match(MeaningParser.HASH)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 336
                self.match(MeaningParser.CLUBS)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 337
                self.match(MeaningParser.DIAMONDS)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 338
                self.match(MeaningParser.HEARTS)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 339
                self.match(MeaningParser.SPADES)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 340
                self.match(MeaningParser.MAJOR_SYM)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 341
                self.match(MeaningParser.MINOR_SYM)
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 342
                self.match(MeaningParser.OTHER_MAJOR)
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 343
                self.match(MeaningParser.OTHER_MINOR)
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 345
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==22 or _la==23:
                    self.state = 344
                    _la = self._input.LA(1)
                    if not(_la==22 or _la==23):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 347
                _la = self._input.LA(1)
                if not(_la==13 or _la==15):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 348
                self.match(MeaningParser.NEXT)
                self.state = 349
                self.match(MeaningParser.SUITW)
                pass

            elif la_ == 13:
                self.enterOuterAlt(localctx, 13)
                self.state = 350
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1966080) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 352
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,44,self._ctx)
                if la_ == 1:
                    self.state = 351
                    self.match(MeaningParser.SUITW)


                pass

            elif la_ == 14:
                self.enterOuterAlt(localctx, 14)
                self.state = 354
                self.match(MeaningParser.SUITW)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompareContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def suit(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.SuitContext)
            else:
                return self.getTypedRuleContext(MeaningParser.SuitContext,i)


        def LONGER(self):
            return self.getToken(MeaningParser.LONGER, 0)

        def THAN(self):
            return self.getToken(MeaningParser.THAN, 0)

        def AS_LONG_AS(self):
            return self.getToken(MeaningParser.AS_LONG_AS, 0)

        def GT(self):
            return self.getToken(MeaningParser.GT, 0)

        def GE(self):
            return self.getToken(MeaningParser.GE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_compare

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompare" ):
                return visitor.visitCompare(self)
            else:
                return visitor.visitChildren(self)




    def compare(self):

        localctx = MeaningParser.CompareContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_compare)
        self._la = 0 # Token type
        try:
            self.state = 375
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,46,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 357
                self.suit()
                self.state = 358
                self.match(MeaningParser.LONGER)
                self.state = 359
                self.match(MeaningParser.THAN)
                self.state = 360
                self.suit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 362
                self.match(MeaningParser.LONGER)
                self.state = 363
                self.suit()
                self.state = 364
                self.match(MeaningParser.THAN)
                self.state = 365
                self.suit()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 367
                self.suit()
                self.state = 368
                self.match(MeaningParser.AS_LONG_AS)
                self.state = 369
                self.suit()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 371
                self.suit()
                self.state = 372
                _la = self._input.LA(1)
                if not(_la==103 or _la==104):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 373
                self.suit()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShortnessContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def shortWord(self):
            return self.getTypedRuleContext(MeaningParser.ShortWordContext,0)


        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def SOMEWHERE(self):
            return self.getToken(MeaningParser.SOMEWHERE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shortness

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShortness" ):
                return visitor.visitShortness(self)
            else:
                return visitor.visitChildren(self)




    def shortness(self):

        localctx = MeaningParser.ShortnessContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_shortness)
        self._la = 0 # Token type
        try:
            self.state = 390
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,50,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 377
                self.shortWord()
                self.state = 379
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 378
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 382
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 381
                    self.match(MeaningParser.THE)


                self.state = 384
                self.suits()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 386
                self.shortWord()
                self.state = 388
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,49,self._ctx)
                if la_ == 1:
                    self.state = 387
                    self.match(MeaningParser.SOMEWHERE)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShortWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SINGLETON(self):
            return self.getToken(MeaningParser.SINGLETON, 0)

        def OR(self):
            return self.getToken(MeaningParser.OR, 0)

        def VOID(self):
            return self.getToken(MeaningParser.VOID, 0)

        def SHORTNESS(self):
            return self.getToken(MeaningParser.SHORTNESS, 0)

        def SPLINTER(self):
            return self.getToken(MeaningParser.SPLINTER, 0)

        def DOUBLETON(self):
            return self.getToken(MeaningParser.DOUBLETON, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shortWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShortWord" ):
                return visitor.visitShortWord(self)
            else:
                return visitor.visitChildren(self)




    def shortWord(self):

        localctx = MeaningParser.ShortWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_shortWord)
        try:
            self.state = 401
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [42]:
                self.enterOuterAlt(localctx, 1)
                self.state = 392
                self.match(MeaningParser.SINGLETON)
                self.state = 395
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,51,self._ctx)
                if la_ == 1:
                    self.state = 393
                    self.match(MeaningParser.OR)
                    self.state = 394
                    self.match(MeaningParser.VOID)


                pass
            elif token in [43]:
                self.enterOuterAlt(localctx, 2)
                self.state = 397
                self.match(MeaningParser.VOID)
                pass
            elif token in [45]:
                self.enterOuterAlt(localctx, 3)
                self.state = 398
                self.match(MeaningParser.SHORTNESS)
                pass
            elif token in [46]:
                self.enterOuterAlt(localctx, 4)
                self.state = 399
                self.match(MeaningParser.SPLINTER)
                pass
            elif token in [44]:
                self.enterOuterAlt(localctx, 5)
                self.state = 400
                self.match(MeaningParser.DOUBLETON)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class StopperContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def STOPPER(self):
            return self.getToken(MeaningParser.STOPPER, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def HALF(self):
            return self.getToken(MeaningParser.HALF, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_stopper

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitStopper" ):
                return visitor.visitStopper(self)
            else:
                return visitor.visitChildren(self)




    def stopper(self):

        localctx = MeaningParser.StopperContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_stopper)
        self._la = 0 # Token type
        try:
            self.state = 420
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [40, 41]:
                self.enterOuterAlt(localctx, 1)
                self.state = 404
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==41:
                    self.state = 403
                    self.match(MeaningParser.HALF)


                self.state = 406
                self.match(MeaningParser.STOPPER)
                self.state = 408
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if ((((_la - 80)) & ~0x3f) == 0 and ((1 << (_la - 80)) & 7) != 0):
                    self.state = 407
                    _la = self._input.LA(1)
                    if not(((((_la - 80)) & ~0x3f) == 0 and ((1 << (_la - 80)) & 7) != 0)):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 411
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 410
                    self.match(MeaningParser.THE)


                self.state = 413
                self.suits()
                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 414
                self.suits()
                self.state = 416
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==41:
                    self.state = 415
                    self.match(MeaningParser.HALF)


                self.state = 418
                self.match(MeaningParser.STOPPER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ClassShapeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_classShape

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitClassShape" ):
                return visitor.visitClassShape(self)
            else:
                return visitor.visitChildren(self)




    def classShape(self):

        localctx = MeaningParser.ClassShapeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_classShape)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 422
            self.match(MeaningParser.NUMBER)
            self.state = 423
            _la = self._input.LA(1)
            if not(_la==7 or _la==8):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 428
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26]:
                self.state = 424
                self.match(MeaningParser.NUMBER)
                pass
            elif token in [88]:
                self.state = 425
                self.match(MeaningParser.LPAREN)
                self.state = 426
                self.match(MeaningParser.NUMBER)
                self.state = 427
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SupportContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SUPPORT(self):
            return self.getToken(MeaningParser.SUPPORT, 0)

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def NUMWORD(self):
            return self.getToken(MeaningParser.NUMWORD, 0)

        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_support

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSupport" ):
                return visitor.visitSupport(self)
            else:
                return visitor.visitChildren(self)




    def support(self):

        localctx = MeaningParser.SupportContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_support)
        self._la = 0 # Token type
        try:
            self.state = 443
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26, 27, 88]:
                self.enterOuterAlt(localctx, 1)
                self.state = 432
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [26, 88]:
                    self.state = 430
                    self.lengthCount()
                    pass
                elif token in [27]:
                    self.state = 431
                    self.match(MeaningParser.NUMWORD)
                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 435
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 434
                    self.cardWord()


                self.state = 437
                self.match(MeaningParser.SUPPORT)
                pass
            elif token in [48]:
                self.enterOuterAlt(localctx, 2)
                self.state = 438
                self.match(MeaningParser.SUPPORT)
                self.state = 439
                self.match(MeaningParser.LPAREN)
                self.state = 440
                self.lengthCount()
                self.state = 441
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AcesContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def ACES(self):
            return self.getToken(MeaningParser.ACES, 0)

        def KINGS(self):
            return self.getToken(MeaningParser.KINGS, 0)

        def KEYCARDS(self):
            return self.getToken(MeaningParser.KEYCARDS, 0)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_aces

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAces" ):
                return visitor.visitAces(self)
            else:
                return visitor.visitChildren(self)




    def aces(self):

        localctx = MeaningParser.AcesContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_aces)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 445
            self.match(MeaningParser.NUMBER)
            self.state = 450
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==76 or _la==96:
                self.state = 446
                _la = self._input.LA(1)
                if not(_la==76 or _la==96):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 447
                self.match(MeaningParser.NUMBER)
                self.state = 452
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 453
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 962072674304) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ControlsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def CONTROLS(self):
            return self.getToken(MeaningParser.CONTROLS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_controls

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitControls" ):
                return visitor.visitControls(self)
            else:
                return visitor.visitChildren(self)




    def controls(self):

        localctx = MeaningParser.ControlsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_controls)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 455
            self.lengthCount()
            self.state = 456
            self.match(MeaningParser.CONTROLS)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PointsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def unit(self):
            return self.getTypedRuleContext(MeaningParser.UnitContext,0)


        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def MINUS(self):
            return self.getToken(MeaningParser.MINUS, 0)

        def OR_LONGER(self):
            return self.getToken(MeaningParser.OR_LONGER, 0)

        def AT_LEAST(self):
            return self.getToken(MeaningParser.AT_LEAST, 0)

        def MORE_THAN(self):
            return self.getToken(MeaningParser.MORE_THAN, 0)

        def MINW(self):
            return self.getToken(MeaningParser.MINW, 0)

        def MAXW(self):
            return self.getToken(MeaningParser.MAXW, 0)

        def AT_MOST(self):
            return self.getToken(MeaningParser.AT_MOST, 0)

        def LESS_THAN(self):
            return self.getToken(MeaningParser.LESS_THAN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_points

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPoints" ):
                return visitor.visitPoints(self)
            else:
                return visitor.visitChildren(self)




    def points(self):

        localctx = MeaningParser.PointsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_points)
        self._la = 0 # Token type
        try:
            self.state = 484
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,64,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 458
                self.match(MeaningParser.NUMBER)
                self.state = 459
                _la = self._input.LA(1)
                if not(_la==83 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 460
                self.match(MeaningParser.NUMBER)
                self.state = 461
                self.unit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 462
                self.match(MeaningParser.NUMBER)
                self.state = 463
                self.match(MeaningParser.PLUS)
                self.state = 464
                self.unit()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 465
                self.match(MeaningParser.NUMBER)
                self.state = 466
                _la = self._input.LA(1)
                if not(_la==98 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 467
                self.unit()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 468
                self.match(MeaningParser.NUMBER)
                self.state = 469
                self.match(MeaningParser.OR_LONGER)
                self.state = 470
                self.unit()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 471
                self.match(MeaningParser.NUMBER)
                self.state = 472
                self.unit()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 473
                _la = self._input.LA(1)
                if not(((((_la - 55)) & ~0x3f) == 0 and ((1 << (_la - 55)) & 521) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 474
                self.match(MeaningParser.NUMBER)
                self.state = 475
                self.unit()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 476
                self.match(MeaningParser.MAXW)
                self.state = 477
                self.match(MeaningParser.NUMBER)
                self.state = 478
                self.unit()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 479
                _la = self._input.LA(1)
                if not(_la==56 or _la==57):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 480
                self.match(MeaningParser.NUMBER)
                self.state = 482
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,63,self._ctx)
                if la_ == 1:
                    self.state = 481
                    self.unit()


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class UnitContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HCP(self):
            return self.getToken(MeaningParser.HCP, 0)

        def POINTS(self):
            return self.getToken(MeaningParser.POINTS, 0)

        def TOTAL(self):
            return self.getToken(MeaningParser.TOTAL, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_unit

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitUnit" ):
                return visitor.visitUnit(self)
            else:
                return visitor.visitChildren(self)




    def unit(self):

        localctx = MeaningParser.UnitContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_unit)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 486
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 30064771072) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShapesContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def shape(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.ShapeContext)
            else:
                return self.getTypedRuleContext(MeaningParser.ShapeContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.COMMA)
            else:
                return self.getToken(MeaningParser.COMMA, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_shapes

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShapes" ):
                return visitor.visitShapes(self)
            else:
                return visitor.visitChildren(self)




    def shapes(self):

        localctx = MeaningParser.ShapesContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_shapes)
        self._la = 0 # Token type
        try:
            self.state = 506
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,67,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 488
                self.shape()
                self.state = 493
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==92:
                    self.state = 489
                    self.match(MeaningParser.COMMA)
                    self.state = 490
                    self.shape()
                    self.state = 495
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 496
                _la = self._input.LA(1)
                if not(_la==76 or _la==96):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 497
                self.shape()
                self.state = 502
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,66,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 498
                        _la = self._input.LA(1)
                        if not(_la==76 or _la==96):
                            self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 499
                        self.shape() 
                    self.state = 504
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,66,self._ctx)

                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 505
                self.shape()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShapeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SHAPE4(self):
            return self.getToken(MeaningParser.SHAPE4, 0)

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def DASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.DASH)
            else:
                return self.getToken(MeaningParser.DASH, i)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def BALANCED(self):
            return self.getToken(MeaningParser.BALANCED, 0)

        def SEMIBAL(self):
            return self.getToken(MeaningParser.SEMIBAL, 0)

        def UNBALANCED(self):
            return self.getToken(MeaningParser.UNBALANCED, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shape

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShape" ):
                return visitor.visitShape(self)
            else:
                return visitor.visitChildren(self)




    def shape(self):

        localctx = MeaningParser.ShapeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_shape)
        try:
            self.state = 527
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,68,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 508
                self.match(MeaningParser.SHAPE4)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 509
                self.match(MeaningParser.NUMBER)
                self.state = 510
                self.match(MeaningParser.DASH)
                self.state = 511
                self.match(MeaningParser.NUMBER)
                self.state = 512
                self.match(MeaningParser.DASH)
                self.state = 513
                self.match(MeaningParser.NUMBER)
                self.state = 514
                self.match(MeaningParser.DASH)
                self.state = 515
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 516
                self.match(MeaningParser.LPAREN)
                self.state = 517
                self.match(MeaningParser.NUMBER)
                self.state = 518
                self.match(MeaningParser.RPAREN)
                self.state = 519
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 520
                self.match(MeaningParser.NUMBER)
                self.state = 521
                self.match(MeaningParser.LPAREN)
                self.state = 522
                self.match(MeaningParser.NUMBER)
                self.state = 523
                self.match(MeaningParser.RPAREN)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 524
                self.match(MeaningParser.BALANCED)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 525
                self.match(MeaningParser.SEMIBAL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 526
                self.match(MeaningParser.UNBALANCED)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BareNumbersContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_bareNumbers

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBareNumbers" ):
                return visitor.visitBareNumbers(self)
            else:
                return visitor.visitChildren(self)




    def bareNumbers(self):

        localctx = MeaningParser.BareNumbersContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_bareNumbers)
        self._la = 0 # Token type
        try:
            self.state = 534
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,69,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 529
                self.match(MeaningParser.NUMBER)
                self.state = 530
                _la = self._input.LA(1)
                if not(_la==83 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 531
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 532
                self.match(MeaningParser.NUMBER)
                self.state = 533
                self.match(MeaningParser.PLUS)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class NegatedContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NEGW(self):
            return self.getToken(MeaningParser.NEGW, 0)

        def negatable(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.NegatableContext)
            else:
                return self.getTypedRuleContext(MeaningParser.NegatableContext,i)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def ANY(self):
            return self.getToken(MeaningParser.ANY, 0)

        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.AND)
            else:
                return self.getToken(MeaningParser.AND, i)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_negated

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNegated" ):
                return visitor.visitNegated(self)
            else:
                return visitor.visitChildren(self)




    def negated(self):

        localctx = MeaningParser.NegatedContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_negated)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 536
            self.match(MeaningParser.NEGW)
            self.state = 538
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==84 or _la==86:
                self.state = 537
                _la = self._input.LA(1)
                if not(_la==84 or _la==86):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 540
            self.negatable()
            self.state = 545
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,71,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 541
                    _la = self._input.LA(1)
                    if not(_la==76 or _la==77):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    self.state = 542
                    self.negatable() 
                self.state = 547
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,71,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class NegatableContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoSuited(self):
            return self.getTypedRuleContext(MeaningParser.TwoSuitedContext,0)


        def length(self):
            return self.getTypedRuleContext(MeaningParser.LengthContext,0)


        def shapes(self):
            return self.getTypedRuleContext(MeaningParser.ShapesContext,0)


        def shortness(self):
            return self.getTypedRuleContext(MeaningParser.ShortnessContext,0)


        def stopper(self):
            return self.getTypedRuleContext(MeaningParser.StopperContext,0)


        def support(self):
            return self.getTypedRuleContext(MeaningParser.SupportContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_negatable

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNegatable" ):
                return visitor.visitNegatable(self)
            else:
                return visitor.visitChildren(self)




    def negatable(self):

        localctx = MeaningParser.NegatableContext(self, self._ctx, self.state)
        self.enterRule(localctx, 62, self.RULE_negatable)
        try:
            self.state = 554
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,72,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 548
                self.twoSuited()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 549
                self.length()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 550
                self.shapes()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 551
                self.shortness()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 552
                self.stopper()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 553
                self.support()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def HASH(self):
            return self.getToken(MeaningParser.HASH, 0)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = MeaningParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 64, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.state = 560
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [28]:
                self.enterOuterAlt(localctx, 1)
                self.state = 556
                self.match(MeaningParser.CALL)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 2)
                self.state = 557
                self.match(MeaningParser.CALLPAT)
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 3)
                self.state = 558
                self.match(MeaningParser.NUMBER)
                self.state = 559
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 2147490182) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AuctionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def auctionCall(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.AuctionCallContext)
            else:
                return self.getTypedRuleContext(MeaningParser.AuctionCallContext,i)


        def DASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.DASH)
            else:
                return self.getToken(MeaningParser.DASH, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_auction

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAuction" ):
                return visitor.visitAuction(self)
            else:
                return visitor.visitChildren(self)




    def auction(self):

        localctx = MeaningParser.AuctionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 66, self.RULE_auction)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 562
            self.auctionCall()
            self.state = 565 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 563
                    self.match(MeaningParser.DASH)
                    self.state = 564
                    self.auctionCall()

                else:
                    raise NoViableAltException(self)
                self.state = 567 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,74,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AuctionCallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_auctionCall

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAuctionCall" ):
                return visitor.visitAuctionCall(self)
            else:
                return visitor.visitChildren(self)




    def auctionCall(self):

        localctx = MeaningParser.AuctionCallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 68, self.RULE_auctionCall)
        try:
            self.state = 574
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26, 28, 29]:
                self.enterOuterAlt(localctx, 1)
                self.state = 569
                self.call()
                pass
            elif token in [88]:
                self.enterOuterAlt(localctx, 2)
                self.state = 570
                self.match(MeaningParser.LPAREN)
                self.state = 571
                self.call()
                self.state = 572
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallFamilyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SUIT)
            else:
                return self.getToken(MeaningParser.SUIT, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_callFamily

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallFamily" ):
                return visitor.visitCallFamily(self)
            else:
                return visitor.visitChildren(self)




    def callFamily(self):

        localctx = MeaningParser.CallFamilyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 70, self.RULE_callFamily)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 576
            self.match(MeaningParser.NUMBER)
            self.state = 577
            self.match(MeaningParser.SUIT)
            self.state = 579 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 578
                    self.match(MeaningParser.SUIT)

                else:
                    raise NoViableAltException(self)
                self.state = 581 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,76,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallMentionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def CALLCTX(self):
            return self.getToken(MeaningParser.CALLCTX, 0)

        def THAN(self):
            return self.getToken(MeaningParser.THAN, 0)

        def callFamily(self):
            return self.getTypedRuleContext(MeaningParser.CallFamilyContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callMention

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallMention" ):
                return visitor.visitCallMention(self)
            else:
                return visitor.visitChildren(self)




    def callMention(self):

        localctx = MeaningParser.CallMentionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 72, self.RULE_callMention)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 583
            _la = self._input.LA(1)
            if not(((((_la - 53)) & ~0x3f) == 0 and ((1 << (_la - 53)) & 18253611009) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 585
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==84:
                self.state = 584
                self.match(MeaningParser.THE)


            self.state = 589
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,78,self._ctx)
            if la_ == 1:
                self.state = 587
                self.callFamily()
                pass

            elif la_ == 2:
                self.state = 588
                self.call()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallDefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callDef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallDef" ):
                return visitor.visitCallDef(self)
            else:
                return visitor.visitChildren(self)




    def callDef(self):

        localctx = MeaningParser.CallDefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 74, self.RULE_callDef)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 597
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,79,self._ctx)
            if la_ == 1:
                self.state = 591
                self.match(MeaningParser.CALL)
                pass

            elif la_ == 2:
                self.state = 592
                self.match(MeaningParser.CALLPAT)
                pass

            elif la_ == 3:
                self.state = 593
                self.match(MeaningParser.NUMBER)
                self.state = 594
                self.match(MeaningParser.SUIT)
                pass

            elif la_ == 4:
                self.state = 595
                self.match(MeaningParser.NUMBER)
                self.state = 596
                self.match(MeaningParser.NT)
                pass


            self.state = 599
            _la = self._input.LA(1)
            if not(_la==94 or _la==100):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BindingContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def suit(self):
            return self.getTypedRuleContext(MeaningParser.SuitContext,0)


        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_binding

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBinding" ):
                return visitor.visitBinding(self)
            else:
                return visitor.visitChildren(self)




    def binding(self):

        localctx = MeaningParser.BindingContext(self, self._ctx, self.state)
        self.enterRule(localctx, 76, self.RULE_binding)
        self._la = 0 # Token type
        try:
            self.state = 608
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,80,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 601
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 6528) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 602
                self.match(MeaningParser.EQ)
                self.state = 603
                self.suit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 604
                self.suit()
                self.state = 605
                self.match(MeaningParser.EQ)
                self.state = 606
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 6528) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallRefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callRef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallRef" ):
                return visitor.visitCallRef(self)
            else:
                return visitor.visitChildren(self)




    def callRef(self):

        localctx = MeaningParser.CallRefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 78, self.RULE_callRef)
        try:
            self.state = 614
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [28]:
                self.enterOuterAlt(localctx, 1)
                self.state = 610
                self.match(MeaningParser.CALL)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 2)
                self.state = 611
                self.match(MeaningParser.CALLPAT)
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 3)
                self.state = 612
                self.match(MeaningParser.NUMBER)
                self.state = 613
                self.match(MeaningParser.NT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def forceWord(self):
            return self.getTypedRuleContext(MeaningParser.ForceWordContext,0)


        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def forceTarget(self):
            return self.getTypedRuleContext(MeaningParser.ForceTargetContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_force

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForce" ):
                return visitor.visitForce(self)
            else:
                return visitor.visitChildren(self)




    def force(self):

        localctx = MeaningParser.ForceContext(self, self._ctx, self.state)
        self.enterRule(localctx, 80, self.RULE_force)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 616
            self.forceWord()
            self.state = 618
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,82,self._ctx)
            if la_ == 1:
                self.state = 617
                self.match(MeaningParser.PLUS)


            self.state = 621
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,83,self._ctx)
            if la_ == 1:
                self.state = 620
                self.forceTarget()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FORCE(self):
            return self.getToken(MeaningParser.FORCE, 0)

        def FORCE_F(self):
            return self.getToken(MeaningParser.FORCE_F, 0)

        def STRENGTH(self):
            return self.getToken(MeaningParser.STRENGTH, 0)

        def MINW(self):
            return self.getToken(MeaningParser.MINW, 0)

        def MAXW(self):
            return self.getToken(MeaningParser.MAXW, 0)

        def NATW(self):
            return self.getToken(MeaningParser.NATW, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_forceWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForceWord" ):
                return visitor.visitForceWord(self)
            else:
                return visitor.visitChildren(self)




    def forceWord(self):

        localctx = MeaningParser.ForceWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 82, self.RULE_forceWord)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 623
            _la = self._input.LA(1)
            if not(((((_la - 61)) & ~0x3f) == 0 and ((1 << (_la - 61)) & 63) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceTargetContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_forceTarget

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForceTarget" ):
                return visitor.visitForceTarget(self)
            else:
                return visitor.visitChildren(self)




    def forceTarget(self):

        localctx = MeaningParser.ForceTargetContext(self, self._ctx, self.state)
        self.enterRule(localctx, 84, self.RULE_forceTarget)
        self._la = 0 # Token type
        try:
            self.state = 635
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [80, 81, 82, 83]:
                self.enterOuterAlt(localctx, 1)
                self.state = 625
                _la = self._input.LA(1)
                if not(((((_la - 80)) & ~0x3f) == 0 and ((1 << (_la - 80)) & 15) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 627
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 626
                    self.match(MeaningParser.THE)


                self.state = 632
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                    self.state = 629
                    self.suits()
                    pass
                elif token in [26, 28, 29]:
                    self.state = 630
                    self.call()
                    pass
                elif token in [31]:
                    self.state = 631
                    self.match(MeaningParser.NT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 634
                self.suits()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def conventionName(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.ConventionNameContext)
            else:
                return self.getTypedRuleContext(MeaningParser.ConventionNameContext,i)


        def conventionTarget(self):
            return self.getTypedRuleContext(MeaningParser.ConventionTargetContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_convention

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConvention" ):
                return visitor.visitConvention(self)
            else:
                return visitor.visitChildren(self)




    def convention(self):

        localctx = MeaningParser.ConventionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 86, self.RULE_convention)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 638 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 637
                    self.conventionName()

                else:
                    raise NoViableAltException(self)
                self.state = 640 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,87,self._ctx)

            self.state = 643
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,88,self._ctx)
            if la_ == 1:
                self.state = 642
                self.conventionTarget()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CONVENTION(self):
            return self.getToken(MeaningParser.CONVENTION, 0)

        def FOURTH(self):
            return self.getToken(MeaningParser.FOURTH, 0)

        def SPLINTER(self):
            return self.getToken(MeaningParser.SPLINTER, 0)

        def RKC_SCHEME(self):
            return self.getToken(MeaningParser.RKC_SCHEME, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_conventionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConventionName" ):
                return visitor.visitConventionName(self)
            else:
                return visitor.visitChildren(self)




    def conventionName(self):

        localctx = MeaningParser.ConventionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 88, self.RULE_conventionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 645
            _la = self._input.LA(1)
            if not(((((_la - 24)) & ~0x3f) == 0 and ((1 << (_la - 24)) & 8796097216577) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionTargetContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def SUIT_LETTER(self):
            return self.getToken(MeaningParser.SUIT_LETTER, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_conventionTarget

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConventionTarget" ):
                return visitor.visitConventionTarget(self)
            else:
                return visitor.visitChildren(self)




    def conventionTarget(self):

        localctx = MeaningParser.ConventionTargetContext(self, self._ctx, self.state)
        self.enterRule(localctx, 90, self.RULE_conventionTarget)
        self._la = 0 # Token type
        try:
            self.state = 658
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [80, 81, 82, 83]:
                self.enterOuterAlt(localctx, 1)
                self.state = 647
                _la = self._input.LA(1)
                if not(((((_la - 80)) & ~0x3f) == 0 and ((1 << (_la - 80)) & 15) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 649
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 648
                    self.match(MeaningParser.THE)


                self.state = 655
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                    self.state = 651
                    self.suits()
                    pass
                elif token in [26, 28, 29]:
                    self.state = 652
                    self.call()
                    pass
                elif token in [31]:
                    self.state = 653
                    self.match(MeaningParser.NT)
                    pass
                elif token in [105]:
                    self.state = 654
                    self.match(MeaningParser.SUIT_LETTER)
                    pass
                else:
                    raise NoViableAltException(self)

                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 657
                self.suits()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OneOfContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def ONE_OF(self):
            return self.getToken(MeaningParser.ONE_OF, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_oneOf

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOneOf" ):
                return visitor.visitOneOf(self)
            else:
                return visitor.visitChildren(self)




    def oneOf(self):

        localctx = MeaningParser.OneOfContext(self, self._ctx, self.state)
        self.enterRule(localctx, 92, self.RULE_oneOf)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 660
            self.match(MeaningParser.ONE_OF)
            self.state = 662
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,92,self._ctx)
            if la_ == 1:
                self.state = 661
                self.match(MeaningParser.COLON)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class EnumMarkerContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def WORD(self):
            return self.getToken(MeaningParser.WORD, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def SUIT_LETTER(self):
            return self.getToken(MeaningParser.SUIT_LETTER, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_enumMarker

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitEnumMarker" ):
                return visitor.visitEnumMarker(self)
            else:
                return visitor.visitChildren(self)




    def enumMarker(self):

        localctx = MeaningParser.EnumMarkerContext(self, self._ctx, self.state)
        self.enterRule(localctx, 94, self.RULE_enumMarker)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 665
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==88:
                self.state = 664
                self.match(MeaningParser.LPAREN)


            self.state = 667
            _la = self._input.LA(1)
            if not(_la==26 or ((((_la - 84)) & ~0x3f) == 0 and ((1 << (_la - 84)) & 6291457) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 668
            self.match(MeaningParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HedgeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HEDGE_A(self):
            return self.getToken(MeaningParser.HEDGE_A, 0)

        def HEDGE_M(self):
            return self.getToken(MeaningParser.HEDGE_M, 0)

        def HEDGE_P(self):
            return self.getToken(MeaningParser.HEDGE_P, 0)

        def TILDE(self):
            return self.getToken(MeaningParser.TILDE, 0)

        def QMARK(self):
            return self.getToken(MeaningParser.QMARK, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_hedge

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHedge" ):
                return visitor.visitHedge(self)
            else:
                return visitor.visitChildren(self)




    def hedge(self):

        localctx = MeaningParser.HedgeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 96, self.RULE_hedge)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 670
            _la = self._input.LA(1)
            if not(((((_la - 71)) & ~0x3f) == 0 and ((1 << (_la - 71)) & 3221225479) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConditionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def COND(self):
            return self.getToken(MeaningParser.COND, 0)

        def ABOUT(self):
            return self.getToken(MeaningParser.ABOUT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_condition

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCondition" ):
                return visitor.visitCondition(self)
            else:
                return visitor.visitChildren(self)




    def condition(self):

        localctx = MeaningParser.ConditionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 98, self.RULE_condition)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 672
            _la = self._input.LA(1)
            if not(_la==69 or _la==70):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConnectiveContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def OR(self):
            return self.getToken(MeaningParser.OR, 0)

        def AND(self):
            return self.getToken(MeaningParser.AND, 0)

        def WITH(self):
            return self.getToken(MeaningParser.WITH, 0)

        def EITHER(self):
            return self.getToken(MeaningParser.EITHER, 0)

        def IE(self):
            return self.getToken(MeaningParser.IE, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def SLASH(self):
            return self.getToken(MeaningParser.SLASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_connective

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConnective" ):
                return visitor.visitConnective(self)
            else:
                return visitor.visitChildren(self)




    def connective(self):

        localctx = MeaningParser.ConnectiveContext(self, self._ctx, self.state)
        self.enterRule(localctx, 100, self.RULE_connective)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 674
            _la = self._input.LA(1)
            if not(((((_la - 75)) & ~0x3f) == 0 and ((1 << (_la - 75)) & 6291487) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SeparatorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def COMMA(self):
            return self.getToken(MeaningParser.COMMA, 0)

        def SEMI(self):
            return self.getToken(MeaningParser.SEMI, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def PERIOD(self):
            return self.getToken(MeaningParser.PERIOD, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def LBRACK(self):
            return self.getToken(MeaningParser.LBRACK, 0)

        def RBRACK(self):
            return self.getToken(MeaningParser.RBRACK, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_separator

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSeparator" ):
                return visitor.visitSeparator(self)
            else:
                return visitor.visitChildren(self)




    def separator(self):

        localctx = MeaningParser.SeparatorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 102, self.RULE_separator)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 676
            _la = self._input.LA(1)
            if not(((((_la - 88)) & ~0x3f) == 0 and ((1 << (_la - 88)) & 2303) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





